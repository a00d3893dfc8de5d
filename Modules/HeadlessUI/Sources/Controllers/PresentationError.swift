/// Why a modal presentation or dismissal could not happen.
public enum PresentationError: Error, Equatable, CustomStringConvertible {
    /// The presenter's hierarchy already presents a controller (UIKit refuses this too).
    case alreadyPresenting(presenter: String, presented: String, attempted: String)
    /// The presenter is not in a window, so nothing could be shown.
    case notInWindowHierarchy(presenter: String)
    /// The controller to present is already a root, a child or presented.
    case alreadyInHierarchy(String)
    /// The controller is not presented, so it cannot be dismissed by a swipe.
    case notPresented(String)
    /// The sheet cannot be swiped down, for `reason`.
    case notSwipeable(String, reason: SwipeDownRefusal)

    /// A sentence a person can act on, in English: HeadlessUI knows no language (NavigationKit
    /// words these errors in the app's).
    public var description: String {
        switch self {
        case let .alreadyPresenting(presenter, presented, attempted):
            "cannot present \(attempted): \(presenter) is already presenting \(presented); dismiss it first"
        case let .notInWindowHierarchy(presenter):
            "cannot present from \(presenter): it is not in a window"
        case let .alreadyInHierarchy(name):
            "cannot present \(name): it is already on screen or inside a container"
        case let .notPresented(name):
            "cannot swipe down \(name): it is not presented"
        case let .notSwipeable(name, reason):
            "cannot swipe down \(name): \(reason)"
        }
    }
}
