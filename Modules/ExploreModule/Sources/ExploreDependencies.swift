import DesignSystem
import NavigationKit

/// Everything the Explore module receives from App, in one value.
public struct ExploreDependencies {
    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// Bookmarks are read and toggled here.
    public var sessionStore: any ExploreSessionStoring
    /// The Router of the stack the module's first screen is shown on; details are pushed
    /// through it. Weak: the stack's owner keeps it, and the stack keeps the module's screens.
    public weak var router: Router?
    /// Text already in the search field when the screen opens (from `example://explore?q=`).
    public var initialQuery: String

    /// Everything the module needs, given once. The module holds `router` weakly: the stack's
    /// owner keeps it; `initialQuery` is in the search field when the screen opens.
    public init(theme: Theme, sessionStore: any ExploreSessionStoring, router: Router, initialQuery: String = "") {
        self.theme = theme
        self.sessionStore = sessionStore
        self.router = router
        self.initialQuery = initialQuery
    }
}
