import DesignSystem
import HeadlessUI

/// The app's navigation controller: its bar is styled from the theme's tokens, and the words the
/// platform draws on it (the back button's "Back") are in the theme's language.
open class ThemedNavigationController: NavigationController {
    /// The theme the bar is drawn with.
    public let theme: Theme

    /// An empty stack whose bar is drawn with `theme`, in its language.
    public init(theme: Theme) {
        self.theme = theme
        super.init()
        navigationBarStyle = Self.barStyle(for: theme)
        backTitle = PlatformWords.back(in: theme.language)
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
