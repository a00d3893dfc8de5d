import ArticleKit

/// What the Explore module needs of the session: reading and toggling the bookmarks of the
/// catalogue's entries, nothing more.
public protocol ExploreSessionStoring: ArticleBookmarking {}
