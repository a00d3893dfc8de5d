/// Where the layout's x coordinates land in the picture: `x` itself left to right, and
/// mirrored about the middle of the picture right to left. The layout is written once, in
/// leading-to-trailing terms from the left, and every shape passes through the map as it is
/// drawn, so right to left is the same layout seen in a mirror; only text is not mirrored.
struct SVGHorizontalMap: Equatable {
    /// `+1` keeps the direction of x, `-1` mirrors it.
    private let scale: Double
    private let offset: Double

    /// Left to right: the layout's coordinates are the picture's.
    static let identity = SVGHorizontalMap(scale: 1, offset: 0)

    /// Right to left in a picture `width` points wide.
    static func mirrored(width: Double) -> SVGHorizontalMap {
        SVGHorizontalMap(scale: -1, offset: width)
    }

    /// The map a picture laid out in `direction` starts with.
    static func laidOut(_ direction: LayoutDirection, width: Double) -> SVGHorizontalMap {
        direction == .rightToLeft ? mirrored(width: width) : identity
    }

    /// Whether leading is on the right: what the map draws is seen in a mirror.
    var isMirrored: Bool { scale < 0 }

    /// The picture's x for the layout's `x`.
    func x(_ x: Double) -> Double {
        isMirrored ? offset - x : x + offset
    }

    /// The picture's left and right edges for a span of the layout.
    func span(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
        isMirrored ? x(range.upperBound)...x(range.lowerBound) : x(range.lowerBound)...x(range.upperBound)
    }

    /// The rectangle a layout rectangle covers in the picture.
    func rect(_ frame: SVGCanvas.Rect) -> SVGCanvas.Rect {
        guard self != .identity else { return frame }
        var moved = frame
        moved.x = isMirrored ? x(frame.maxX) : x(frame.x)
        return moved
    }

    /// The map for a node laid out across `span` of this map's layout in `direction`: this
    /// map when the node keeps the direction it is in, else this map seen in a mirror laid
    /// across the node's own span, so the node's inside reads the other way round.
    func laying(out direction: LayoutDirection?, across span: ClosedRange<Double>) -> SVGHorizontalMap {
        guard let direction, (direction == .rightToLeft) != isMirrored else { return self }
        // Mirroring inside the span first (x -> lower + upper - x), then this map.
        return SVGHorizontalMap(scale: -scale, offset: scale * (span.lowerBound + span.upperBound) + offset)
    }
}
