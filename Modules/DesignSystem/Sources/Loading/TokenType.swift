/// The DTCG token types this app understands (`$type`).
public enum TokenType: String, Sendable, CaseIterable, Hashable {
    /// An sRGB colour.
    case color
    /// A length in points (`px`; `rem` counts as 16 points).
    case dimension
    /// A font family name.
    case fontFamily
    /// A font weight, numeric or named.
    case fontWeight
    /// A time, in seconds once resolved.
    case duration
    /// An easing curve: four numbers.
    case cubicBezier
    /// A plain number.
    case number
    /// A composite text style: family, size, weight and line height.
    case typography
}
