/// Every transition Report a problem can ask for.
enum ReportProblemRoute: Equatable {
    /// Send report?, asking to confirm the validated `message`.
    case sendReport(message: String)
    /// Back to Profile with nothing kept: the sheet closes.
    case backToProfile
}
