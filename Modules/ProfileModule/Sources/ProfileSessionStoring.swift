/// What the Profile module needs of the session: who is logged in, and logging out.
public protocol ProfileSessionStoring: AnyObject {
    /// The logged-in person's display name.
    var displayName: String { get }
    /// The logged-in person's email.
    var email: String { get }
    /// Ends the session.
    func markLoggedOut()
}
