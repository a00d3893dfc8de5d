/// Told when the person logged out from the Profile module.
public protocol ProfileFlowDelegate: AnyObject {
    /// The session has ended; the app should leave the logged-in flow.
    func profileDidLogout()
}
