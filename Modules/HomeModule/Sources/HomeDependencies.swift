import DesignSystem

/// Everything the Home module receives from App, in one value.
public struct HomeDependencies {
    /// The resolved design tokens to draw with.
    public var theme: Theme
    /// Bookmarks are read and toggled here.
    public var sessionStore: any HomeSessionStoring

    /// Creates the dependencies.
    public init(theme: Theme, sessionStore: any HomeSessionStoring) {
        self.theme = theme
        self.sessionStore = sessionStore
    }
}
