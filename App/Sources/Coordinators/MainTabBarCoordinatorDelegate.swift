/// Told when the logged-in flow ends.
protocol MainTabBarCoordinatorDelegate: AnyObject {
    /// The person logged out.
    func mainTabBarCoordinatorDidLogOut(_ coordinator: MainTabBarCoordinator)
}
