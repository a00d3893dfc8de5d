import ArticleKit
import DesignSystem
import Foundation

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
    /// Where the saved bookmarks come from.
    public var sessionStore: any BookmarksSessionStoring

    /// Everything the module needs, given once.
    public init(theme: Theme, sessionStore: any BookmarksSessionStoring) {
        self.theme = theme
        self.sessionStore = sessionStore
    }
}
