/// Collects SVG 1.1 elements. Colours are written as `#RRGGBB` plus a separate opacity,
/// because SVG 1.1 has no eight-digit hex colours.
package struct SVGCanvas {
    /// A rectangle in points, origin at the top left.
    package struct Rect: Equatable {
        package var x: Double
        package var y: Double
        package var width: Double
        package var height: Double

        var maxX: Double { x + width }
        package var maxY: Double { y + height }

        /// The area both rectangles cover; zero-sized when they do not meet.
        package func intersection(_ other: Rect) -> Rect {
            let left = max(x, other.x)
            let top = max(y, other.y)
            return Rect(
                x: left, y: top, width: max(min(maxX, other.maxX) - left, 0),
                height: max(min(maxY, other.maxY) - top, 0))
        }

        /// Whether the point lies inside (edges included).
        package func contains(x pointX: Double, y pointY: Double) -> Bool {
            pointX >= x && pointX <= maxX && pointY >= y && pointY <= maxY
        }
    }

    /// Where a line of text is anchored horizontally.
    enum Anchor: String {
        case start, middle, end

        /// The same anchor seen in a mirror: the start of a line is where its end was.
        var mirrored: Anchor {
            switch self {
            case .start: .end
            case .middle: .middle
            case .end: .start
            }
        }
    }

    private(set) var elements: [String] = []
    /// What the elements show, in drawing order, for the self-check and the audit.
    package private(set) var shapes: [SVGDrawnShape] = []
    /// The element whose content is being drawn; texts drawn now belong to it.
    var owner: SVGElementReference?
    /// The left and right edges texts drawn now must keep within, in the layout's coordinates.
    var bounds: ClosedRange<Double>?
    /// Where the layout's x coordinates land in the picture; every shape passes through it.
    let horizontal: SVGHorizontalMap
    private var nextClipIdentifier = 0

    /// An empty canvas drawing through `horizontal`.
    init(horizontal: SVGHorizontalMap = .identity) {
        self.horizontal = horizontal
    }

    /// An empty canvas for content laid out in `direction` across `span` of this canvas's
    /// layout (`nil`: the direction this canvas is in), to be appended or grouped into it.
    func nested(laidOut direction: LayoutDirection? = nil, across span: ClosedRange<Double> = 0...0)
        -> SVGCanvas
    {
        SVGCanvas(horizontal: horizontal.laying(out: direction, across: span))
    }

    mutating func append(_ other: SVGCanvas) {
        elements += other.elements
        shapes += other.shapes
    }

    /// Records the edge of the control being drawn (the owner), for the audit; draws nothing.
    /// Recorded before the control's own fill, so what lies under it is what surrounds it.
    mutating func boundary(_ frame: Rect, edge: Color, fill: Color?) {
        guard let owner else { return }
        shapes.append(
            .boundary(SVGDrawnBoundary(frame: horizontal.rect(frame), edge: edge, fill: fill, element: owner)))
    }

    /// Records where `node` lies; nothing is drawn.
    mutating func element(_ frame: Rect, of node: ViewNode) {
        shapes.append(.element(frame, ObjectIdentifier(node)))
    }

    /// Records where an interactive element takes taps; draws nothing.
    mutating func target(_ frame: Rect, of element: SVGElementReference) {
        shapes.append(.target(horizontal.rect(frame), element))
    }

    mutating func rect(
        _ frame: Rect, fill: Color?, stroke: Color? = nil, cornerRadius: Double = 0, strokeWidth: Double = 1,
        dashed: Bool = false
    ) {
        guard fill != nil || stroke != nil else { return }
        let frame = horizontal.rect(frame)
        var attributes = [
            "x=\"\(Self.number(frame.x))\"", "y=\"\(Self.number(frame.y))\"",
            "width=\"\(Self.number(frame.width))\"", "height=\"\(Self.number(frame.height))\"",
        ]
        let radius = min(cornerRadius, frame.width / 2, frame.height / 2)
        if radius > 0 { attributes.append("rx=\"\(Self.number(radius))\"") }
        attributes += Self.paint("fill", fill)
        if let stroke {
            attributes += Self.paint("stroke", stroke)
            attributes.append("stroke-width=\"\(Self.number(strokeWidth))\"")
            if dashed { attributes.append("stroke-dasharray=\"4 3\"") }
        }
        elements.append("<rect " + attributes.joined(separator: " ") + "/>")
        if let fill { shapes.append(.fill(frame, fill)) }
    }

    mutating func circle(centerX: Double, centerY: Double, radius: Double, fill: Color?, stroke: Color?) {
        var attributes = [
            "cx=\"\(Self.number(horizontal.x(centerX)))\"", "cy=\"\(Self.number(centerY))\"",
            "r=\"\(Self.number(radius))\"",
        ]
        attributes += Self.paint("fill", fill)
        if let stroke { attributes += Self.paint("stroke", stroke) + ["stroke-width=\"1.5\""] }
        elements.append("<circle " + attributes.joined(separator: " ") + "/>")
    }

    /// A glyph's path data on its own grid, `width` points wide, moved so its top left is at
    /// (`x`, `y`). Right to left, a glyph that points along the line (`mirrorsInRightToLeft`,
    /// a chevron) is drawn mirrored, as UIKit flips such images; others keep their shape.
    mutating func path(
        _ data: String, x: Double, y: Double, width: Double, mirrorsInRightToLeft: Bool = false, fill: Color?,
        stroke: Color?, strokeWidth: Double
    ) {
        let left = horizontal.rect(Rect(x: x, y: y, width: width, height: 0)).x
        let transform =
            horizontal.isMirrored && mirrorsInRightToLeft
            ? "translate(\(Self.number(left + width)) \(Self.number(y))) scale(-1 1)"
            : "translate(\(Self.number(left)) \(Self.number(y)))"
        var attributes = ["d=\"\(data)\"", "transform=\"\(transform)\""]
        attributes += Self.paint("fill", fill)
        if let stroke {
            attributes += Self.paint("stroke", stroke)
            attributes += [
                "stroke-width=\"\(Self.number(strokeWidth))\"", "stroke-linecap=\"round\"",
                "stroke-linejoin=\"round\"",
            ]
        }
        elements.append("<path " + attributes.joined(separator: " ") + "/>")
    }

    mutating func line(from start: (Double, Double), to end: (Double, Double), color: Color) {
        let attributes =
            [
                "x1=\"\(Self.number(horizontal.x(start.0)))\"", "y1=\"\(Self.number(start.1))\"",
                "x2=\"\(Self.number(horizontal.x(end.0)))\"", "y2=\"\(Self.number(end.1))\"",
            ] + Self.paint("stroke", color) + ["stroke-width=\"1\""]
        elements.append("<line " + attributes.joined(separator: " ") + "/>")
    }

    /// One line of text; `baseline` is the y of the baseline, `anchor` says which end of the
    /// line `x` is in the layout. Mirrored, the line keeps its characters and moves: its
    /// anchor turns round, and a string whose first letter is right to left is drawn with that
    /// base direction, so numbers and Latin words inside it keep their order.
    mutating func text(
        _ content: String, x: Double, baseline: Double, font: Font, color: Color, anchor: Anchor = .start,
        opacity: Double = 1
    ) {
        guard !content.isEmpty else { return }
        let placed = horizontal.isMirrored ? anchor.mirrored : anchor
        var attributes = [
            "x=\"\(Self.number(horizontal.x(x)))\"", "y=\"\(Self.number(baseline))\"",
            "font-family=\"\(SVGTextMeasure.family), sans-serif\"",
            "font-size=\"\(Self.number(font.size))\"", "font-weight=\"\(font.weight)\"",
        ]
        if horizontal.isMirrored, WritingDirection.isRightToLeft(content) {
            // Right to left, SVG's start is the right end.
            attributes.append("direction=\"rtl\"")
            if placed != .end { attributes.append("text-anchor=\"\(placed.mirrored.rawValue)\"") }
        } else if placed != .start {
            attributes.append("text-anchor=\"\(placed.rawValue)\"")
        }
        attributes += Self.paint("fill", color)
        if opacity < 1 { attributes.append("opacity=\"\(Self.number(opacity))\"") }
        elements.append("<text " + attributes.joined(separator: " ") + ">" + Self.escape(content) + "</text>")
        let width = SVGTextMeasure.width(of: content, font: font)
        let left =
            switch anchor {
            case .start: x
            case .middle: x - width / 2
            case .end: x - width
            }
        let top = baseline - (font.lineHeight + font.size * 0.7) / 2
        var ink = color
        ink.alpha *= opacity
        shapes.append(
            .text(
                SVGDrawnText(
                    content: content,
                    frame: horizontal.rect(Rect(x: left, y: top, width: width, height: font.lineHeight)), font: font,
                    color: ink, bounds: bounds.map(horizontal.span), clip: nil, owner: owner)))
    }

    /// Draws `content` clipped to `frame`, optionally faded (a disabled control).
    mutating func group(_ content: SVGCanvas, clippedTo frame: Rect? = nil, opacity: Double = 1) {
        let frame = frame.map(horizontal.rect)
        var attributes: [String] = []
        if let frame {
            nextClipIdentifier += 1
            let identifier = "clip\(nextClipIdentifier)"
            elements.append(
                "<clipPath id=\"\(identifier)\"><rect x=\"\(Self.number(frame.x))\" y=\"\(Self.number(frame.y))\" "
                    + "width=\"\(Self.number(frame.width))\" height=\"\(Self.number(frame.height))\"/></clipPath>")
            attributes.append("clip-path=\"url(#\(identifier))\"")
        }
        if opacity < 1 { attributes.append("opacity=\"\(Self.number(opacity))\"") }
        guard !attributes.isEmpty else {
            append(content)
            return
        }
        elements.append("<g" + attributes.map { " " + $0 }.joined() + ">")
        elements += content.elements
        elements.append("</g>")
        shapes += content.shapes.map { $0.drawn(clippedTo: frame, opacity: opacity) }
    }

    /// Draws `content` moved by (`x`, `y`) and scaled by `scale` about its top left, clipped to
    /// a rounded card (in the content's own coordinates): the presenter behind a page sheet.
    mutating func card(
        _ content: SVGCanvas, x: Double, y: Double, scale: Double, clippedTo frame: Rect, cornerRadius: Double
    ) {
        nextClipIdentifier += 1
        let identifier = "clip\(nextClipIdentifier)"
        elements.append(
            "<clipPath id=\"\(identifier)\"><rect x=\"\(Self.number(frame.x))\" y=\"\(Self.number(frame.y))\" "
                + "width=\"\(Self.number(frame.width))\" height=\"\(Self.number(frame.height))\" "
                + "rx=\"\(Self.number(cornerRadius))\"/></clipPath>")
        elements.append(
            "<g transform=\"translate(\(Self.number(x)) \(Self.number(y))) scale(\(Self.number(scale)))\">")
        elements.append("<g clip-path=\"url(#\(identifier))\">")
        elements += content.elements
        elements.append("</g></g>")
        shapes += content.shapes.map { $0.moved(x: x, y: y, scale: scale) }
    }

    /// The complete document.
    func document(width: Double, height: Double, title: String) -> String {
        let header = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(Self.number(width))\" "
                + "height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\">",
            "<title>" + Self.escape(title) + "</title>",
        ]
        return (header + elements + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    // MARK: - Formatting

    private static func paint(_ property: String, _ color: Color?) -> [String] {
        guard let color else { return ["\(property)=\"none\""] }
        let opaque = Color(red: color.red, green: color.green, blue: color.blue).hexString
        var result = ["\(property)=\"\(opaque)\""]
        if color.alpha < 1 { result.append("\(property)-opacity=\"\(number(color.alpha))\"") }
        return result
    }

    /// Two decimals at most, no trailing zeros: stable output for diffs.
    package static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        return String(hundredths / 100)
    }

    /// Text and attribute values on one line, as an SVG text element draws them.
    static func escape(_ text: String) -> String {
        XMLText.escaped(text, keepingLineBreaks: false)
    }
}
