import NavigationKit

/// Why the feed could not open a detail screen.
enum HomeRoutingError: Error, Equatable, CustomStringConvertible {
    /// The feed is gone or its stack has no Router any more.
    case notInNavigationStack
    /// The Router refused the push.
    case pushRefused(RouterError)

    /// What went wrong, in words a person can act on.
    var description: String {
        switch self {
        case .notInNavigationStack:
            "the feed is not inside a navigation stack, so there is nowhere to push the article"
        case let .pushRefused(error):
            error.description
        }
    }
}
