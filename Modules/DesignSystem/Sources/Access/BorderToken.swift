/// Borders, each defined once per appearance under `border.<appearance>`.
public enum BorderToken: String, Sendable, CaseIterable, Hashable {
    /// Hairlines between rows and under bars.
    case separator
    /// Text field outlines.
    case field

    /// The group holding every appearance's borders.
    public static let group = "border"

    /// The token's full path for `appearance`, e.g. `border.dark.separator`.
    public func path(in appearance: Theme.Appearance) -> String {
        "\(Self.group).\(appearance.rawValue).\(rawValue)"
    }
}
