import ArticleKit
import BookmarksModule
import ExploreModule
import HomeModule
import PreLoginModule
import ProfileModule
import SessionStore

/// What App itself needs of the session: whether someone is logged in, and where they were.
protocol SessionStoring: AnyObject {
    /// Whether a person is logged in.
    var isLoggedIn: Bool { get }
    /// Where the person was when the app last went to the background.
    var place: SavedPlace? { get }
    /// Keeps `place` for the next launch; returns whether it was saved.
    @discardableResult func keepPlace(_ place: SavedPlace?) -> Bool
}

/// The one session type App hands around: every module's narrow protocol at once. Each module
/// declares what it needs; only App knows they are one object.
typealias AppSessionStoring = SessionStoring & PreLoginSessionStoring & HomeSessionStoring
    & ExploreSessionStoring & BookmarksSessionStoring & ProfileSessionStoring

/// The session store is every module's session: most of what they ask it answers as it is;
/// the two answers in the features' own types are translated here.
extension PropertyListSessionStore: AppSessionStoring {
    /// Saves or removes item `id`, remembering the identifier of the place it was made.
    public func setBookmarked(_ isBookmarked: Bool, id: String, title: String, source: BookmarkSource) {
        setBookmarked(isBookmarked, id: id, title: title, sourceIdentifier: source.identifier)
    }

    /// Every saved item, in the order it was saved, with the place it was made as its feature names it.
    public func savedBookmarks() -> [BookmarksDependencies.SavedBookmark] {
        bookmarks.map {
            .init(
                id: $0.id, title: $0.title, source: BookmarkSources.source(identifier: $0.source), savedAt: $0.savedAt)
        }
    }
}
