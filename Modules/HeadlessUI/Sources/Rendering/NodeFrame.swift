/// Where an element lies on the phone, in points from its top-left corner.
public struct NodeFrame: Sendable, Equatable {
    /// The left edge.
    public let x: Double
    /// The top edge.
    public let y: Double
    /// The width.
    public let width: Double
    /// The height.
    public let height: Double

    /// A frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
