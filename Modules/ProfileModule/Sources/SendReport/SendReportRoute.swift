/// Every transition Send report? can ask for.
enum SendReportRoute: Equatable {
    /// Back to Profile, the report kept in the outbox: the sheet closes.
    case backToProfile
}
