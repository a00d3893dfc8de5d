/// The transitions Send report? asks for; its view model depends on this, not on UI.
protocol SendReportRouting: AnyObject {
    /// Shows `route`.
    func route(to route: SendReportRoute)
}
