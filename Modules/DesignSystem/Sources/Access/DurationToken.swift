/// Animation durations, in seconds.
public enum DurationToken: String, TokenKey {
    /// The cross-dissolve when the window's root is replaced.
    case rootTransition = "root-transition"
    /// A push onto a navigation stack.
    case push

    /// Durations live under `duration`.
    public static let group = "duration"
    /// Every duration is a duration.
    public static let tokenType = TokenType.duration
}
