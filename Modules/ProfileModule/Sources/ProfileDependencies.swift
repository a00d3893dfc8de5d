import DesignSystem

/// Everything the Profile module receives from App, in one value.
public struct ProfileDependencies {
    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// Who is logged in, and where logging out is recorded.
    public var sessionStore: any ProfileSessionStoring
    /// Told when the person logged out; held weakly, as delegates are.
    public weak var flowDelegate: (any ProfileFlowDelegate)?

    /// Creates the dependencies.
    public init(theme: Theme, sessionStore: any ProfileSessionStoring, flowDelegate: (any ProfileFlowDelegate)?) {
        self.theme = theme
        self.sessionStore = sessionStore
        self.flowDelegate = flowDelegate
    }
}
