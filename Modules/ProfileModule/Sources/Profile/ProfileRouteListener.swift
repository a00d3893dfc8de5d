/// Hears how the transitions the Profile screen asked for ended.
protocol ProfileRouteListener: LogoutConfirmationListener {
    /// The edit-profile flow saved new values.
    func profileChangesWereSaved()
    /// The report-a-problem flow kept a report in the outbox.
    func reportWasSent()
}
