import HeadlessUI

/// Why the feed could not open a detail screen.
enum HomeRoutingError: Error, Equatable, CustomStringConvertible {
    /// The feed is gone or not inside a navigation controller.
    case notInNavigationStack
    /// The navigation controller refused the push.
    case pushRefused(NavigationError)

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
