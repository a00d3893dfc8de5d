import DesignSystem
import HeadlessUI

/// Builds the app's reusable views from one theme's tokens. Screens ask it for nodes and
/// never style a node themselves.
@MainActor
public struct Components {
    /// The theme every node is styled from.
    public let theme: Theme
    let styles: ComponentStyles

    /// Components drawn with `theme` and nothing else.
    public init(theme: Theme) {
        self.theme = theme
        styles = ComponentStyles(theme: theme)
    }
}
