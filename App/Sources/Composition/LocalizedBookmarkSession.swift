import ArticleKit
import BookmarksModule
import DesignSystem

/// The session as the Bookmarks module sees it, with each bookmark's source named in the app's
/// language: the source of a bookmark is the tab it was made in, so its name is that tab's title
/// ("Start" in German), not the English name its feature declares. A source that is no tab (a
/// session from another build) keeps its name.
final class LocalizedBookmarkSession: BookmarksSessionStoring {
    private let session: any BookmarksSessionStoring
    private let strings: LocalizedStrings

    /// Bookmarks of `session`, their sources named in `language`.
    init(session: any BookmarksSessionStoring, language: Language) {
        self.session = session
        strings = AppStrings.strings(in: language)
    }

    func savedBookmarks() -> [BookmarksDependencies.SavedBookmark] {
        session.savedBookmarks().map { bookmark in
            guard let tab = MainTab(name: bookmark.source.identifier) else { return bookmark }
            var named = bookmark
            named.source = BookmarkSource(identifier: bookmark.source.identifier, displayName: tab.title(in: strings))
            return named
        }
    }

    func removeBookmark(id: String) {
        session.removeBookmark(id: id)
    }
}
