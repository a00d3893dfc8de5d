import NavigationKit

/// Every place the Profile screen can lead.
enum ProfileRoute: Equatable {
    /// The sheet asking to confirm logging out.
    case logoutConfirmation
    /// The Edit profile journey, pushed on Profile's stack.
    case editProfile
    /// The Report a problem journey, presented as a sheet.
    case reportProblem
}

/// How the Profile screen's view model asks for a route; it knows no screen and no Router.
protocol ProfileRouting: AnyObject {
    /// Shows `route`. A journey's end, or its failure to start, reaches the screen through the
    /// coordinator that owns the journeys.
    ///
    /// - Throws: `RoutingError` when the log-out sheet cannot be shown.
    func route(to route: ProfileRoute) throws(RoutingError)
}

/// Starts the journeys the Profile screen leads to and keeps each while it runs: the
/// coordinator that owns the screen. Its delegate hears how each ended.
protocol ProfileJourneyStarting: AnyObject {
    /// Starts the journey of `route` (Edit profile, Report a problem) unless one runs already.
    func startJourney(for route: ProfileRoute)
}

/// Hears how a route the Profile screen asked for ended, so the screen can show it.
protocol ProfileJourneysDelegate: AnyObject {
    /// The journey `route` started has ended with `result` (`.failed` when it could not start).
    func profileRoute(_ route: ProfileRoute, didEndWith result: JourneyResult)
}
