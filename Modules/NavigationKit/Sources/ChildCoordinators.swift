/// The coordinators one coordinator or screen router keeps alive while they run (the journeys it
/// started), each held once.
public final class ChildCoordinators {
    /// The children, in the order they were added.
    public private(set) var all: [any Coordinator] = []

    /// A list that keeps no coordinator yet.
    public init() {}

    /// Whether `coordinator` is a direct child.
    public func contains(_ coordinator: any Coordinator) -> Bool {
        all.contains { $0 === coordinator }
    }

    /// Adds `coordinator` unless it is already a child.
    public func add(_ coordinator: any Coordinator) {
        guard !contains(coordinator) else { return }
        all.append(coordinator)
    }

    /// Removes `coordinator` and all of its own descendants, so no grandchild outlives the
    /// flow it belonged to.
    public func remove(_ coordinator: any Coordinator) {
        guard contains(coordinator) else { return }
        all.removeAll { $0 === coordinator }
        coordinator.childCoordinators.removeAll()
    }

    /// Removes every child and all of their descendants.
    public func removeAll() {
        // The list is emptied before descending, so a child that (wrongly) holds an ancestor
        // ends the walk instead of recursing forever.
        let children = all
        all.removeAll()
        for child in children { child.childCoordinators.removeAll() }
    }
}
