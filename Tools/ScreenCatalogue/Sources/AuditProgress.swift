/// What a long audit says while it runs: how many of its catalogue runs are done, how many
/// screens that made, and about how long the rest will take at the pace so far. A line at most
/// every `interval`, and one at the end, so a person waiting minutes sees it move.
struct AuditProgress {
    /// The catalogue runs the audit makes: one per language, appearance and text size.
    let total: Int
    /// The least time between two lines.
    let interval: Duration
    private let started: ContinuousClock.Instant
    private var lastLine: ContinuousClock.Instant

    init(total: Int, interval: Duration = .seconds(10), now: ContinuousClock.Instant = .now) {
        self.total = total
        self.interval = interval
        started = now
        lastLine = now
    }

    /// The line to print after `done` runs that audited `screens` screens, or nil when the last
    /// one was printed less than `interval` ago (the last run always has its line).
    mutating func line(afterRuns done: Int, screens: Int, now: ContinuousClock.Instant = .now) -> String? {
        guard done >= total || now - lastLine >= interval else { return nil }
        lastLine = now
        let elapsed = now - started
        let head = "audit: \(done) of \(total) catalogue runs, \(screens) screens"
        guard done < total, done > 0 else { return head + " in " + Self.words(elapsed) }
        let left = elapsed / done * (total - done)
        return head + ", about " + Self.words(left) + " left"
    }

    /// `2 min 05 s`, `40 s`: whole seconds, rounded up, so "0 s left" is never said too soon.
    static func words(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let whole = max(0, Int(seconds) + (attoseconds > 0 ? 1 : 0))
        guard whole >= 60 else { return "\(whole) s" }
        let rest = whole % 60
        return "\(whole / 60) min " + (rest < 10 ? "0" : "") + "\(rest) s"
    }
}
