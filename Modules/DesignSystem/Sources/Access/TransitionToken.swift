/// Animated transitions: duration, delay and timing curve.
public enum TransitionToken: String, TokenKey {
    /// The cross-dissolve when the window's root is replaced (login, logout).
    case root
    /// A push onto a navigation stack.
    case push

    /// Transitions live under `transition`.
    public static let group = "transition"
    /// Every transition is a composite transition token.
    public static let tokenType = TokenType.transition
}
