import DesignSystem

/// Where a bookmark was made: a stable identifier the session stores, and the name a person
/// reads, as a key in the declaring feature's String Catalog. The feature that makes bookmarks
/// declares its own source, so a list of bookmarks shows where each came from, in the app's
/// language, without knowing any feature by name.
public nonisolated struct BookmarkSource: Hashable, Sendable {
    /// Stored with the bookmark and never shown (`home`); stays the same across releases so
    /// saved sessions keep their meaning.
    public let identifier: String
    /// What a person reads ("Home", "Start" in German).
    public let name: LocalizedName

    /// A source stored as `identifier` and shown as `name`.
    public init(identifier: String, name: LocalizedName) {
        self.identifier = identifier
        self.name = name
    }
}
