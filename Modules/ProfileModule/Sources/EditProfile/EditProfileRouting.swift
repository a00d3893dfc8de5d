/// The transitions Edit profile asks for; its view model depends on this, not on UI.
protocol EditProfileRouting: AnyObject {
    /// Shows `route`.
    func route(to route: EditProfileRoute)
}
