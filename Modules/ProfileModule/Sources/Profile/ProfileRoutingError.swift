import NavigationKit

/// Why the Profile screen could not show a destination.
enum ProfileRoutingError: Error, Equatable, CustomStringConvertible {
    /// Profile is gone or its stack has no Router any more.
    case notShown
    /// The Router refused to show the destination.
    case refused(RouterError)

    /// What went wrong, in words a person can act on.
    var description: String {
        switch self {
        case .notShown: "Profile is not on screen"
        case let .refused(error): error.description
        }
    }
}
