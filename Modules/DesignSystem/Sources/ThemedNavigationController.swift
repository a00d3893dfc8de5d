import HeadlessUI

/// The app's navigation controller: its bar is styled from the theme's tokens.
open class ThemedNavigationController: NavigationController {
    /// The theme the bar is drawn with.
    public let theme: Theme

    /// Creates an empty navigation controller styled with `theme`.
    public init(theme: Theme) {
        self.theme = theme
        super.init()
    }
}
