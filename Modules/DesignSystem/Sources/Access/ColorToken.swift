/// The semantic colours, each defined once per appearance under `theme.<appearance>`.
public enum ColorToken: String, Sendable, CaseIterable, Hashable {
    /// Primary actions and links.
    case brand
    /// Text and icons on the brand colour.
    case onBrand = "on-brand"
    /// Main text.
    case textPrimary = "text-primary"
    /// Captions and secondary text.
    case textSecondary = "text-secondary"
    /// Behind a screen's content.
    case background
    /// Cards, rows and sheets.
    case surface
    /// Hairlines between rows and under bars.
    case separator
    /// Errors and destructive actions.
    case danger
    /// Text on the danger colour.
    case onDanger = "on-danger"
    /// Confirmation.
    case success
    /// The selected tab.
    case tabTint = "tab-tint"
    /// The other tabs.
    case tabInactive = "tab-inactive"
    /// Navigation and tab bars.
    case barBackground = "bar-background"
    /// Text field outlines.
    case fieldBorder = "field-border"

    /// The group holding every appearance's colours.
    public static let group = "theme"

    /// The token's full path for `appearance`, e.g. `theme.dark.brand`.
    public func path(in appearance: Theme.Appearance) -> String {
        Self.path(rawValue, in: appearance)
    }

    /// The full path of the semantic colour named `name` for `appearance`.
    public static func path(_ name: String, in appearance: Theme.Appearance) -> String {
        "\(group).\(appearance.rawValue).\(name)"
    }
}
