import HeadlessUI

/// A token's value once parsed and resolved: lengths in points, times in seconds, colours
/// converted to sRGB.
public enum TokenValue: Sendable, Hashable, CustomStringConvertible {
    /// A colour.
    case color(Color)
    /// A length in points.
    case dimension(Double)
    /// Font family names, most preferred first.
    case fontFamily([String])
    /// A weight on the 1...1000 scale.
    case fontWeight(Double)
    /// A time in seconds.
    case duration(Double)
    /// Four control-point coordinates.
    case cubicBezier([Double])
    /// A plain number.
    case number(Double)
    /// How a line is drawn.
    case strokeStyle(StrokeStyle)
    /// A border.
    case border(BorderStyle)
    /// An animated transition.
    case transition(TransitionTiming)
    /// Shadow layers, drawn first to last.
    case shadow([ShadowLayer])
    /// Gradient stops in the order written.
    case gradient([GradientStop])
    /// A text style.
    case typography(Typography)

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
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        }
    }

    /// The value as `App tokens` prints it, e.g. `#0B57D0`, `16pt`, `Inter 17pt/600, line 22.1pt`.
    public var description: String {
        switch self {
        case let .color(color): color.hexString
        case let .dimension(points): JSONValue.format(points) + "pt"
        case let .fontFamily(families): families.joined(separator: ", ")
        case let .fontWeight(weight): JSONValue.format(weight)
        case let .duration(seconds): JSONValue.format(seconds) + "s"
        case let .cubicBezier(points): "cubic-bezier(" + points.map(JSONValue.format).joined(separator: ", ") + ")"
        case let .number(number): JSONValue.format(number)
        case let .strokeStyle(style): style.description
        case let .border(border): border.description
        case let .transition(transition): transition.description
        case let .shadow(layers): layers.map(\.description).joined(separator: ", ")
        case let .gradient(stops): stops.map(\.description).joined(separator: ", ")
        case let .typography(typography): typography.description
        }
    }
}
