import HeadlessUI

/// Why the Welcome screen could not open Login or Register.
enum WelcomeRoutingError: Error, Equatable, CustomStringConvertible {
    /// The Welcome screen is gone or not inside a navigation controller, so nothing can be pushed.
    case notInNavigationStack(destination: String)
    /// The navigation controller refused the push.
    case pushRefused(destination: String, reason: NavigationError)

    var description: String {
        switch self {
        case let .notInNavigationStack(destination):
            "Could not open \(destination): expected the Welcome screen inside a navigation controller, found none."
        case let .pushRefused(destination, reason):
            "Could not open \(destination): \(reason)."
        }
    }
}
