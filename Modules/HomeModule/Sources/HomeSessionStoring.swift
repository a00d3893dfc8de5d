import ArticleKit

/// What the Home module needs of the session: reading and toggling the bookmarks of the
/// feed's articles, nothing more.
public protocol HomeSessionStoring: ArticleBookmarking {}
