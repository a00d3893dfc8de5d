/// What the PreLogin module needs of the session: recording a log-in, nothing more.
public protocol PreLoginSessionStoring: AnyObject {
    /// Records that the person with this email and display name is logged in.
    func markLoggedIn(email: String, displayName: String)
}
