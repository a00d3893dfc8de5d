/// Told when an event leaves the Profile module. The module's own journeys (Edit profile,
/// Report a problem) never reach it.
public protocol ProfileFlowDelegate: AnyObject {
    /// The session has ended; the app should leave the logged-in flow.
    func profileDidLogout()
}
