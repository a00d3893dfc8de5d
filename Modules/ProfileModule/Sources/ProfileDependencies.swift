import DesignSystem
import NavigationKit

/// Everything the Profile module receives from App, in one value.
public struct ProfileDependencies {
    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// Who is logged in, and where logging out is recorded.
    public var sessionStore: any ProfileSessionStoring
    /// Told when the person logged out; held weakly, as delegates are.
    public weak var flowDelegate: (any ProfileFlowDelegate)?
    /// The Router of the stack Profile is shown on; the module's journeys push and present
    /// through it. Weak: the stack's owner keeps it, and the stack keeps Profile.
    public weak var router: Router?

    /// Everything the module needs, given once. The module holds `flowDelegate` and `router`
    /// weakly: App's coordinator and the stack's owner keep them.
    public init(
        theme: Theme, sessionStore: any ProfileSessionStoring, flowDelegate: (any ProfileFlowDelegate)?,
        router: Router
    ) {
        self.theme = theme
        self.sessionStore = sessionStore
        self.flowDelegate = flowDelegate
        self.router = router
    }
}
