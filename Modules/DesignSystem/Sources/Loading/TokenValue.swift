import HeadlessUI

/// A token's value once parsed and resolved.
public enum TokenValue: Sendable, Hashable, CustomStringConvertible {
    /// A colour.
    case color(Color)
    /// A length in points.
    case dimension(Double)
    /// A font family.
    case fontFamily(String)
    /// A weight on the CSS scale.
    case fontWeight(Int)
    /// A time in seconds.
    case duration(Double)
    /// Four control-point coordinates.
    case cubicBezier([Double])
    /// A plain number.
    case number(Double)
    /// A text style.
    case typography(Font)

    /// The type the value belongs to.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .typography: .typography
        }
    }

    /// The value as `App tokens` prints it, e.g. `#0B57D0`, `16pt`, `Inter 17pt/600, line 22.1pt`.
    public var description: String {
        switch self {
        case let .color(color): color.hexString
        case let .dimension(points): JSONValue.format(points) + "pt"
        case let .fontFamily(family): family
        case let .fontWeight(weight): String(weight)
        case let .duration(seconds): JSONValue.format(seconds) + "s"
        case let .cubicBezier(points): "cubic-bezier(" + points.map(JSONValue.format).joined(separator: ", ") + ")"
        case let .number(number): JSONValue.format(number)
        case let .typography(font):
            "\(font.family) \(JSONValue.format(font.size))pt/\(font.weight), line \(JSONValue.format(font.lineHeight))pt"
        }
    }
}
