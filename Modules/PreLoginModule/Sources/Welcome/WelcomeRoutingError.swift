import NavigationKit

/// Why the Welcome screen could not open Login or Register.
enum WelcomeRoutingError: Error, Equatable, CustomStringConvertible {
    /// Welcome's stack has no Router any more, so nothing can be pushed.
    case notInNavigationStack(destination: String)
    /// The Router refused the push.
    case pushRefused(destination: String, reason: RouterError)

    var description: String {
        switch self {
        case let .notInNavigationStack(destination):
            "Could not open \(destination): expected the Welcome screen inside a navigation controller, found none."
        case let .pushRefused(destination, reason):
            "Could not open \(destination): \(reason)."
        }
    }
}
