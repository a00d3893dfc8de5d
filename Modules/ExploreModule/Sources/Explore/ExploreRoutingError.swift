import NavigationKit

/// Why the search screen could not open a detail screen.
enum ExploreRoutingError: Error, Equatable, CustomStringConvertible {
    /// The search screen is gone or its stack has no Router any more.
    case notInNavigationStack
    /// The Router refused the push.
    case pushRefused(RouterError)

    /// What went wrong, in words a person can act on.
    var description: String {
        switch self {
        case .notInNavigationStack:
            "the search screen is not inside a navigation stack, so there is nowhere to push the entry"
        case let .pushRefused(error):
            error.description
        }
    }
}
