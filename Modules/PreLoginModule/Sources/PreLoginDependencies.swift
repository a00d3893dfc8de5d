import DesignSystem
import NavigationKit

/// Everything the PreLogin module receives from App, in one value.
public struct PreLoginDependencies {
    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// The name of the app as this build configuration shows it ("Example Dev").
    public var appName: String
    /// Where a successful log-in or registration is recorded.
    public var sessionStore: any PreLoginSessionStoring
    /// Told when the person has logged in; held weakly, as delegates are.
    public weak var flowDelegate: (any PreLoginFlowDelegate)?
    /// The Router of the stack Welcome is shown on; Login and Register are pushed through it.
    /// Weak: the stack's owner keeps it, and the stack keeps the module's screens.
    public weak var router: Router?

    /// Everything the module needs, given once. The module holds `flowDelegate` and `router`
    /// weakly: App's coordinator and the stack's owner keep them.
    public init(
        theme: Theme, appName: String, sessionStore: any PreLoginSessionStoring,
        flowDelegate: (any PreLoginFlowDelegate)?, router: Router
    ) {
        self.theme = theme
        self.appName = appName
        self.sessionStore = sessionStore
        self.flowDelegate = flowDelegate
        self.router = router
    }
}
