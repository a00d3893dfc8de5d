import DesignSystem

/// Everything the Bookmarks module receives from App, in one value.
public struct BookmarksDependencies {
    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// Where the saved bookmarks come from.
    public var sessionStore: any BookmarksSessionStoring

    /// Creates the dependencies.
    public init(theme: Theme, sessionStore: any BookmarksSessionStoring) {
        self.theme = theme
        self.sessionStore = sessionStore
    }
}
