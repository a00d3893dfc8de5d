import NavigationKit

/// Every place Report a problem can lead.
enum ReportProblemRoute: Equatable {
    /// Send report?, asking to confirm the validated `message`.
    case sendReport(message: String)
    /// Back to Profile with nothing kept: the sheet closes.
    case cancelled
}

/// How Report a problem's view model asks for a route; it knows no screen and no Router.
protocol ReportProblemRouting: AnyObject {
    /// Shows `route`.
    ///
    /// - Throws: `RoutingError` when Send report? cannot be pushed.
    func route(to route: ReportProblemRoute) throws(RoutingError)
}
