/// Hears how the transitions the Profile screen asked for ended.
protocol ProfileRouteListener: LogoutConfirmationListener {
    /// The Edit profile journey saved new values.
    func profileChangesWereSaved()
    /// The Report a problem journey kept a report in the outbox.
    func reportWasSent()
}
