/// How long to wait before each retry: the initial pause, doubled per retry, capped.
struct BackoffSchedule: Equatable, Sendable {
    /// The pause before the second attempt.
    let initial: Duration
    /// No pause is longer than this, however many retries came before.
    let cap: Duration

    /// The cap when the configuration names none: long enough to let a restarting server come
    /// back, short enough that a screen does not look frozen.
    static let defaultCap: Duration = .seconds(5)

    /// A schedule starting at `initial` (negative counts as zero) and never above `cap`.
    init(initial: Duration, cap: Duration = defaultCap) {
        self.initial = max(initial, .zero)
        self.cap = cap
    }

    /// The pause before attempt `attempt` (2 for the first retry): `initial * 2^(attempt - 2)`,
    /// at most `cap`; zero before the first attempt.
    func delay(beforeAttempt attempt: Int) -> Duration {
        guard attempt >= 2 else { return .zero }
        var delay = initial
        // Doubling stops at the cap, so the loop runs at most until then or `attempt` times,
        // whichever is first; a huge attempt number costs no more than the cap's doublings.
        for _ in 2..<attempt {
            if delay >= cap || delay <= .zero { break }
            delay = delay * 2
        }
        return min(delay, cap)
    }
}
