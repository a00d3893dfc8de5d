/// The child flows of one coordinator, each held once.
final class ChildCoordinators {
    /// The children, in the order they were added.
    private(set) var all: [any Coordinator] = []

    /// Whether `coordinator` is a direct child.
    func contains(_ coordinator: any Coordinator) -> Bool {
        all.contains { $0 === coordinator }
    }

    /// Adds `coordinator` unless it is already a child.
    func add(_ coordinator: any Coordinator) {
        guard !contains(coordinator) else { return }
        all.append(coordinator)
    }

    /// Removes `coordinator` and all of its own descendants, so no grandchild outlives the
    /// flow it belonged to.
    func remove(_ coordinator: any Coordinator) {
        guard contains(coordinator) else { return }
        all.removeAll { $0 === coordinator }
        coordinator.childCoordinators.removeAll()
    }

    /// Removes every child and all of their descendants.
    func removeAll() {
        // The list is emptied before descending, so a child that (wrongly) holds an ancestor
        // ends the walk instead of recursing forever.
        let children = all
        all.removeAll()
        for child in children { child.childCoordinators.removeAll() }
    }
}
