/// The token types of the DTCG 2025.10 format (`$type`), spelled as the format spells them.
public enum TokenType: String, Sendable, CaseIterable, Hashable {
    /// A colour in one of the Color module's colour spaces.
    case color
    /// A length: `px` or `rem` (16 points).
    case dimension
    /// A font family name, or names in order of preference.
    case fontFamily
    /// A font weight, a number in 1...1000 or one of its names.
    case fontWeight
    /// A time: `ms` or `s`.
    case duration
    /// An easing curve: four numbers, the x values in 0...1.
    case cubicBezier
    /// A plain number.
    case number
    /// How a line is drawn: a keyword or a dash pattern.
    case strokeStyle
    /// A border: colour, width and stroke style.
    case border
    /// An animated transition: duration, delay and timing function.
    case transition
    /// A shadow, or layers of them.
    case shadow
    /// Colour stops along an axis.
    case gradient
    /// A text style: family, size, weight, letter spacing and line height.
    case typography
}
