/// Why a navigation stack change was refused.
public enum NavigationError: Error, Equatable, CustomStringConvertible {
    /// UIKit does not support a navigation controller inside another's stack.
    case cannotPushNavigationController(String)
    /// A navigation controller cannot be on its own stack.
    case cannotPushItself
    /// The controller holds this navigation controller, so pushing it would make a loop.
    case containsThisStack(String)
    /// The controller is already on this stack.
    case alreadyInStack(String)
    /// The controller is held by another container, a window or a presentation.
    case alreadyInContainer(String)
    /// A swipe back is in progress; finish or cancel it first.
    case interactivePopInProgress
    /// Only the root is on the stack.
    case nothingToPop

    /// A sentence a person can act on, in English: HeadlessUI knows no language (NavigationKit
    /// words these errors in the app's).
    public var description: String {
        switch self {
        case let .cannotPushNavigationController(name):
            "cannot push \(name): a navigation controller cannot be pushed onto another; present it or push its root"
        case .cannotPushItself:
            "cannot push a navigation controller onto its own stack"
        case let .containsThisStack(name):
            "cannot push \(name): it holds this navigation controller, so the stack would contain itself"
        case let .alreadyInStack(name):
            "cannot push \(name): it is already on this stack"
        case let .alreadyInContainer(name):
            "cannot push \(name): it already belongs to another container, window or presentation"
        case .interactivePopInProgress:
            "cannot change the stack: an interactive pop is in progress; finish or cancel it first"
        case .nothingToPop:
            "cannot pop: only the root screen is on the stack"
        }
    }
}
