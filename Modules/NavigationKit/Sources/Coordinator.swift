import HeadlessUI

/// Owns one flow (App's) or journey (a feature's): builds its screens, reacts to their events and
/// keeps its child coordinators alive for as long as they run.
@MainActor
public protocol Coordinator: AnyObject {
    /// The controller the flow shows; a parent puts it on screen.
    var rootViewController: ViewController { get }
    /// The coordinators of the flows and journeys this one started, kept alive while they run.
    var childCoordinators: ChildCoordinators { get }
    /// Builds the first screen of the flow.
    func start()
}

extension Coordinator {
    /// Keeps `child` alive; adding it twice keeps one reference, and a coordinator is never
    /// its own child.
    public func addDependency(_ child: any Coordinator) {
        guard child !== self else { return }
        childCoordinators.add(child)
    }

    /// Lets `child` go, and with it every flow `child` itself kept alive.
    public func removeDependency(_ child: (any Coordinator)?) {
        guard let child else { return }
        childCoordinators.remove(child)
    }

    /// Lets every child coordinator go, recursively.
    public func removeAllDependencies() {
        childCoordinators.removeAll()
    }
}
