/// Why a screen router could not show where its screen asked to go. Every screen router throws
/// it, so a view model handles a refused route the same way on every screen: it shows the reason.
public enum RoutingError: Error, Equatable, CustomStringConvertible {
    /// The screen's stack has no Router any more: the screen is no longer shown.
    case notShown
    /// The Router refused the change.
    case refused(RouterError)

    /// One line for a person.
    public var description: String {
        switch self {
        case .notShown: "the screen is no longer shown, so there is nowhere to go from it"
        case let .refused(error): error.description
        }
    }
}
