/// Told when the PreLogin flow is done: the person logged in or registered.
public protocol PreLoginFlowDelegate: AnyObject {
    /// The session is now logged in; the app should leave the PreLogin flow.
    func preLoginDidLogIn()
}
