import ArticleKit
import DesignSystem
import NavigationKit

/// Everything the Explore module receives from App, in one value.
public struct ExploreDependencies {
    /// How long typing must pause before the search is sent: a search per keystroke would
    /// only be cancelled by the next one.
    public static let defaultSearchDelay: Duration = .milliseconds(300)

    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// Bookmarks are read and toggled here.
    public var sessionStore: any ExploreSessionStoring
    /// Where search results come from.
    public var search: any ExploreContentLoading
    /// Where an opened entry's text comes from.
    public var articles: any ArticleLoading
    /// The Router of the stack the module's first screen is shown on; details are pushed
    /// through it. Weak: the stack's owner keeps it, and the stack keeps the module's screens.
    public weak var router: Router?
    /// Text already in the search field when the screen opens (from `example://explore?q=`).
    public var initialQuery: String
    /// How long typing must pause before the search is sent.
    public var searchDelay: Duration

    /// Everything the module needs, given once. The module holds `router` weakly: the stack's
    /// owner keeps it; `initialQuery` is in the search field when the screen opens.
    public init(
        theme: Theme, sessionStore: any ExploreSessionStoring, search: any ExploreContentLoading,
        articles: any ArticleLoading, router: Router, initialQuery: String = "",
        searchDelay: Duration = defaultSearchDelay
    ) {
        self.theme = theme
        self.sessionStore = sessionStore
        self.search = search
        self.articles = articles
        self.router = router
        self.initialQuery = initialQuery
        self.searchDelay = searchDelay
    }
}
