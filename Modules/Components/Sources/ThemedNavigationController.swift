import DesignSystem
import HeadlessUI

/// The app's navigation controller: its bar is styled from the theme's tokens.
open class ThemedNavigationController: NavigationController {
    /// The theme the bar is drawn with.
    public let theme: Theme

    /// Creates an empty navigation controller styled with `theme`.
    public init(theme: Theme) {
        self.theme = theme
        super.init()
        navigationBarStyle = Self.barStyle(for: theme)
    }

    /// The navigation bar's look: bar background, primary text, headline type, a separator.
    public static func barStyle(for theme: Theme) -> NodeStyle {
        NodeStyle(
            foreground: theme.color(.textPrimary),
            background: theme.color(.barBackground),
            border: theme.color(.separator),
            font: theme.barFont(.headline),
            padding: theme.spacing(.small)
        )
    }
}
