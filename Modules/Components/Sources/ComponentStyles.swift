import DesignSystem
import HeadlessUI

/// The look of every component, built from one theme's tokens and nothing else: a literal
/// colour or size here would escape the token pipeline and its contrast checks.
struct ComponentStyles {
    let theme: Theme

    func text(_ color: ColorToken, _ font: TypographyToken) -> NodeStyle {
        NodeStyle(foreground: theme.color(color), font: theme.font(font))
    }

    func filledButton(fill: ColorToken, title: ColorToken) -> NodeStyle {
        NodeStyle(
            foreground: theme.color(title),
            background: theme.color(fill),
            font: theme.font(.button),
            cornerRadius: theme.radius(.medium),
            padding: theme.spacing(.medium)
        )
    }

    var outlinedButton: NodeStyle {
        NodeStyle(
            foreground: theme.color(.brand),
            border: theme.color(.brand),
            font: theme.font(.button),
            cornerRadius: theme.radius(.medium),
            padding: theme.spacing(.medium)
        )
    }

    var field: NodeStyle {
        NodeStyle(
            foreground: theme.color(.textPrimary),
            background: theme.color(.background),
            border: theme.border(.field).color,
            font: theme.font(.body),
            cornerRadius: theme.radius(.small),
            padding: theme.spacing(.small),
            // Declared against the background with 4.5:1, so a hint stays readable.
            placeholder: theme.color(.textSecondary)
        )
    }

    var row: NodeStyle {
        NodeStyle(
            foreground: theme.color(.textPrimary),
            background: theme.color(.surface),
            border: theme.border(.separator).color,
            font: theme.font(.body),
            padding: theme.spacing(.medium),
            spacing: theme.spacing(.xxsmall)
        )
    }

    var rowAccessory: NodeStyle { text(.brand, .caption) }

    var list: NodeStyle {
        NodeStyle(
            background: theme.color(.surface),
            border: theme.border(.separator).color,
            cornerRadius: theme.radius(.medium)
        )
    }

    var screen: NodeStyle {
        NodeStyle(
            foreground: theme.color(.textPrimary),
            background: theme.color(.background),
            padding: theme.spacing(.medium),
            spacing: theme.spacing(.medium)
        )
    }

    var card: NodeStyle {
        NodeStyle(
            foreground: theme.color(.textPrimary),
            background: theme.color(.surface),
            cornerRadius: theme.radius(.large),
            padding: theme.spacing(.medium),
            spacing: theme.spacing(.small)
        )
    }

    var avatar: NodeStyle {
        NodeStyle(
            foreground: theme.color(.onBrand),
            background: theme.color(.brand),
            font: theme.font(.headline),
            cornerRadius: theme.radius(.full),
            padding: theme.spacing(.small)
        )
    }

    var sheet: NodeStyle {
        NodeStyle(
            foreground: theme.color(.textPrimary),
            background: theme.color(.surface),
            font: theme.font(.headline),
            cornerRadius: theme.radius(.large),
            padding: theme.spacing(.large),
            spacing: theme.spacing(.medium)
        )
    }

    var tabBar: NodeStyle {
        NodeStyle(
            foreground: theme.color(.tabInactive),
            background: theme.color(.barBackground),
            border: theme.border(.separator).color,
            font: theme.barFont(.caption),
            padding: theme.spacing(.xsmall)
        )
    }
}
