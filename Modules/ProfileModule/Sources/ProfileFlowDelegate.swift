/// Told when an event leaves the Profile module: the person logged out, or asked for a flow
/// App runs (editing the profile, reporting a problem).
public protocol ProfileFlowDelegate: AnyObject {
    /// The session has ended; the app should leave the logged-in flow.
    func profileDidLogout()
    /// The person wants to edit their name and email; call `onSaved` after the changes were
    /// saved, so Profile shows them.
    func profileWantsToEditProfile(onSaved: @escaping @MainActor () -> Void)
    /// The person wants to report a problem; call `onSent` after the report was kept in the
    /// outbox, so Profile says it was sent.
    func profileWantsToReportProblem(onSent: @escaping @MainActor () -> Void)
}
