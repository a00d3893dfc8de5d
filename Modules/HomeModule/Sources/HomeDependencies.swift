import ArticleKit
import DesignSystem
import NavigationKit

/// Everything the Home module receives from App, in one value.
public struct HomeDependencies {
    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// Bookmarks are read and toggled here.
    public var sessionStore: any HomeSessionStoring
    /// Where the feed comes from.
    public var feed: any HomeContentLoading
    /// Where an opened article's text comes from.
    public var articles: any ArticleLoading
    /// The Router of the stack the module's first screen is shown on; details are pushed
    /// through it. Weak: the stack's owner keeps it, and the stack keeps the module's screens.
    public weak var router: Router?

    /// Everything the module needs, given once. The module holds `router` weakly: the stack's
    /// owner keeps it.
    public init(
        theme: Theme, sessionStore: any HomeSessionStoring, feed: any HomeContentLoading,
        articles: any ArticleLoading, router: Router
    ) {
        self.theme = theme
        self.sessionStore = sessionStore
        self.feed = feed
        self.articles = articles
        self.router = router
    }
}
