/// Corner radii, in points.
public enum RadiusToken: String, TokenKey {
    /// Text fields.
    case small
    /// Buttons and lists.
    case medium
    /// Cards and sheets.
    case large
    /// Fully round: avatars.
    case full

    /// Radii live under `radius`.
    public static let group = "radius"
    /// Every radius is a dimension.
    public static let tokenType = TokenType.dimension
}
