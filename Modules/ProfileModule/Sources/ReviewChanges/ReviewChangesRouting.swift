/// Every place Review changes can lead.
enum ReviewChangesRoute: Equatable {
    /// Back to the screen the journey started from, the changes saved.
    case saved
}

/// How Review changes' view model asks for a route. Ending the journey cannot be refused, so
/// the route does not throw.
protocol ReviewChangesRouting: AnyObject {
    /// Shows `route`.
    func route(to route: ReviewChangesRoute)
}
