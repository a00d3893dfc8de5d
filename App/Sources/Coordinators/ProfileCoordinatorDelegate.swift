/// Told when the person logged out from the Profile tab.
protocol ProfileCoordinatorDelegate: AnyObject {
    /// The session ended.
    func profileCoordinatorDidLogOut(_ coordinator: ProfileCoordinator)
}
