/// The text styles.
public enum TypographyToken: String, TokenKey {
    /// Screen titles.
    case title
    /// Bars, sheet titles and emphasised text.
    case headline
    /// Running text and rows.
    case body
    /// Small secondary text.
    case caption
    /// Button titles.
    case button

    /// Text styles live under `typography`.
    public static let group = "typography"
    /// Every text style is a composite typography token.
    public static let tokenType = TokenType.typography
}
