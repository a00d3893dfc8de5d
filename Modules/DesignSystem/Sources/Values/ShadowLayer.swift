import HeadlessUI

/// One layer of a shadow (`shadow`), lengths in points.
public struct ShadowLayer: Sendable, Hashable, CustomStringConvertible {
    /// The shadow's colour, usually translucent.
    public let color: Color
    /// Horizontal offset.
    public let offsetX: Double
    /// Vertical offset.
    public let offsetY: Double
    /// Blur radius.
    public let blur: Double
    /// How far the shadow grows (or shrinks, when negative) before blurring.
    public let spread: Double
    /// An inner shadow, drawn inside the shape.
    public let inset: Bool

    /// `0pt 4pt 16pt 0pt #00000033`, with `inset` first for an inner shadow.
    public var description: String {
        (inset ? "inset " : "")
            + [offsetX, offsetY, blur, spread].map { JSONValue.format($0) + "pt" }.joined(separator: " ") + " "
            + color.hexString
    }
}
