/// What the Profile module needs of the session: who is logged in, changing the name and
/// email, keeping a report, and logging out.
public protocol ProfileSessionStoring: AnyObject {
    /// The logged-in person's display name.
    var displayName: String { get }
    /// The logged-in person's email.
    var email: String { get }
    /// Replaces the person's name and email with already validated values.
    func updateProfile(displayName: String, email: String)
    /// Keeps a problem report in the outbox until it can be delivered.
    func keepReport(message: String)
    /// Ends the session.
    func markLoggedOut()
}
