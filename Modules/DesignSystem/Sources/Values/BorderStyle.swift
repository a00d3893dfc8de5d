import HeadlessUI

/// A border (`border`): its colour, its width in points and how it is drawn.
public struct BorderStyle: Sendable, Hashable, CustomStringConvertible {
    /// The colour, in sRGB.
    public let color: Color
    /// The width in points.
    public let width: Double
    /// How the line is drawn.
    public let style: StrokeStyle

    /// `1pt solid #D5D8DD`.
    public var description: String { "\(JSONValue.format(width))pt \(style) \(color.hexString)" }
}
