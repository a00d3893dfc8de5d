/// The transitions Review changes asks for; its view model depends on this, not on UI.
protocol ReviewChangesRouting: AnyObject {
    /// Shows `route`.
    func route(to route: ReviewChangesRoute)
}
