import DesignSystem

/// Everything the Explore module receives from App, in one value.
public struct ExploreDependencies {
    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// Bookmarks are read and toggled here.
    public var sessionStore: any ExploreSessionStoring
    /// Text already in the search field when the screen opens (from `example://explore?q=`).
    public var initialQuery: String

    /// Creates the dependencies.
    public init(theme: Theme, sessionStore: any ExploreSessionStoring, initialQuery: String = "") {
        self.theme = theme
        self.sessionStore = sessionStore
        self.initialQuery = initialQuery
    }
}
