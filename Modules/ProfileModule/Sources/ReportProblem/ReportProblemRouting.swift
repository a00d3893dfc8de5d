/// The transitions Report a problem asks for; its view model depends on this, not on UI.
protocol ReportProblemRouting: AnyObject {
    /// Shows `route`.
    func route(to route: ReportProblemRoute)
}
