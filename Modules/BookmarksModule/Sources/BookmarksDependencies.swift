import ArticleKit
import DesignSystem
import Foundation
import NavigationKit

/// Everything the Bookmarks module receives from App, in one value.
public struct BookmarksDependencies {
    /// One bookmark as the session hands it back.
    public struct SavedBookmark: Equatable, Sendable {
        /// The bookmarked article's id.
        public var id: String
        /// The article's title as it was when saved.
        public var title: String
        /// Where the bookmark was made; its display name is shown, never its identifier.
        public var source: BookmarkSource
        /// When it was saved.
        public var savedAt: Date

        /// The bookmark of `id`, as the session kept it when it was saved at `savedAt`.
        public init(id: String, title: String, source: BookmarkSource, savedAt: Date) {
            self.id = id
            self.title = title
            self.source = source
            self.savedAt = savedAt
        }
    }

    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// Where the saved bookmarks come from; an opened article's bookmark is read and
    /// toggled here too.
    public var sessionStore: any BookmarksSessionStoring
    /// Where an opened article's text comes from.
    public var articles: any ArticleLoading
    /// The Router of the stack the module's first screen is shown on; an opened article is
    /// pushed through it. Weak: the stack's owner keeps it, and the stack keeps the screens.
    public weak var router: Router?

    /// Everything the module needs, given once. The module holds `router` weakly: the stack's
    /// owner keeps it.
    public init(
        theme: Theme, sessionStore: any BookmarksSessionStoring, articles: any ArticleLoading, router: Router
    ) {
        self.theme = theme
        self.sessionStore = sessionStore
        self.articles = articles
        self.router = router
    }
}
