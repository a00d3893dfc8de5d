/// Told when the logged-out flow ends.
protocol PreLoginCoordinatorDelegate: AnyObject {
    /// The person logged in or registered.
    func preLoginCoordinatorDidLogIn(_ coordinator: PreLoginCoordinator)
}
