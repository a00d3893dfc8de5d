/// A resolved text style: what a design token of type `typography` turns into.
public struct Font: Sendable, Hashable {
    /// Font family name, e.g. `"Inter"`.
    public var family: String
    /// Point size.
    public var size: Double
    /// Weight on the CSS scale, 100 (thin) to 900 (black).
    public var weight: Int
    /// Line height in points.
    public var lineHeight: Double

    /// A font as a typography token resolves: `size` and `lineHeight` in points, `weight` on
    /// the CSS scale.
    public init(family: String, size: Double, weight: Int, lineHeight: Double) {
        self.family = family
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
    }
}
