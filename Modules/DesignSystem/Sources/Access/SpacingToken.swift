/// The spacing scale, in points.
public enum SpacingToken: String, TokenKey {
    /// 2 points in the bundled file.
    case xxsmall
    /// 4 points in the bundled file.
    case xsmall
    /// 8 points in the bundled file.
    case small
    /// 16 points in the bundled file.
    case medium
    /// 24 points in the bundled file.
    case large
    /// 32 points in the bundled file.
    case xlarge

    /// Spacing lives under `spacing`.
    public static let group = "spacing"
    /// Every spacing is a dimension.
    public static let tokenType = TokenType.dimension
}
