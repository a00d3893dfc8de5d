/// Every transition the Welcome screen can ask for.
enum WelcomeRoute: Equatable {
    /// The Login screen.
    case login
    /// The Register screen.
    case register
}
