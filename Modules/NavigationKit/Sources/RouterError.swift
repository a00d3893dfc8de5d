import HeadlessUI

/// Why a router refused to show a module.
public enum RouterError: Error, Equatable, CustomStringConvertible {
    /// Pushing a navigation controller is not supported; present it instead.
    case cannotPushNavigationController(String)
    /// The navigation stack refused the change.
    case navigation(NavigationError)
    /// The modal presentation was refused.
    case presentation(PresentationError)

    /// One line for a person.
    public var description: String {
        switch self {
        case let .cannotPushNavigationController(name):
            "cannot push \(name): it is a navigation controller; present it instead"
        case let .navigation(error): error.description
        case let .presentation(error): error.description
        }
    }
}
