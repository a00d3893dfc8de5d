/// Shadows, each defined once per appearance under `shadow.<appearance>`.
public enum ShadowToken: String, Sendable, CaseIterable, Hashable {
    /// What a sheet casts on the screen behind it.
    case sheet

    /// The group holding every appearance's shadows.
    public static let group = "shadow"

    /// The token's full path for `appearance`, e.g. `shadow.light.sheet`.
    public func path(in appearance: Theme.Appearance) -> String {
        "\(Self.group).\(appearance.rawValue).\(rawValue)"
    }
}
