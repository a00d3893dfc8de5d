import ArticleKit
import ExploreModule
import HomeModule

/// The places a bookmark can be made, as the features declare them, each named by a key in its
/// feature's String Catalog. The session stores only a source's identifier; this turns a stored
/// identifier back into the source it names.
public enum BookmarkSources {
    /// Every feature that makes bookmarks.
    public static let all = [HomeBuilder.bookmarkSource, ExploreBuilder.bookmarkSource]

    /// The source stored as `identifier`; one no feature declares (a session from another
    /// build) is shown by its identifier rather than dropped.
    public static func source(identifier: String) -> BookmarkSource {
        all.first { $0.identifier == identifier } ?? BookmarkSource(identifier: identifier, name: .verbatim(identifier))
    }
}
