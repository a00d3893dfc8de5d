/// Where a bookmark was made: a stable identifier the session stores, and the name a person
/// reads. The feature that makes bookmarks declares its own source, so a list of bookmarks
/// shows where each came from without knowing any feature by name.
public nonisolated struct BookmarkSource: Hashable, Sendable {
    /// Stored with the bookmark and never shown (`home`); stays the same across releases so
    /// saved sessions keep their meaning.
    public let identifier: String
    /// What a person reads (`Home`).
    public let displayName: String

    /// Creates a source.
    public init(identifier: String, displayName: String) {
        self.identifier = identifier
        self.displayName = displayName
    }
}
