/// Every place Send report? can lead.
enum SendReportRoute: Equatable {
    /// Back to Profile, the report kept in the outbox: the sheet closes.
    case sent
}

/// How Send report?'s view model asks for a route. Ending the journey cannot be refused, so
/// the route does not throw.
protocol SendReportRouting: AnyObject {
    /// Shows `route`.
    func route(to route: SendReportRoute)
}
