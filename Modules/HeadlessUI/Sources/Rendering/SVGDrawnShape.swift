/// One thing an SVG picture shows, kept beside the markup so checks can read the picture as
/// drawn: the colours actually painted, where each text sits, what can be tapped.
package enum SVGDrawnShape {
    /// A filled area, its colour with every enclosing opacity folded into the alpha.
    case fill(SVGCanvas.Rect, Color)
    /// One line of text.
    case text(SVGDrawnText)
    /// Where an interactive element takes taps.
    case target(SVGCanvas.Rect, SVGElementReference)
    /// What shows a control's extent or state, with the element: a field's border (with the
    /// field's own fill, when it has one) or a switch's outline or filled track.
    case boundary(SVGDrawnBoundary)
    /// Where an element of the tree lies, for the element hierarchy (`DrawnScreen.frame(of:)`).
    case element(SVGCanvas.Rect, ObjectIdentifier)
}

/// The edge of a control as drawn, for WCAG 1.4.11 (non-text contrast).
package struct SVGDrawnBoundary {
    /// The control's box.
    package var frame: SVGCanvas.Rect
    /// The colour of its edge, with every enclosing opacity folded into the alpha.
    package var edge: Color
    /// Its fill, when it has one: a fill that stands out marks the control as well as an edge.
    package var fill: Color?
    /// The control.
    package var element: SVGElementReference
}

/// A line of text as drawn.
package struct SVGDrawnText {
    /// The characters drawn (possibly shortened, ending in "…").
    package var content: String
    /// The box the line occupies: measured width, one line height.
    package var frame: SVGCanvas.Rect
    /// The font it is drawn in.
    package var font: Font
    /// The ink, with every enclosing opacity folded into the alpha.
    package var color: Color
    /// The left and right edges the line must keep within, when its owner has any.
    var bounds: ClosedRange<Double>?
    /// The area the line is clipped to, when a group clips it (content scrolled under a bar).
    package var clip: SVGCanvas.Rect?
    /// The element the text belongs to; `nil` for the phone's own chrome (the clock).
    package var owner: SVGElementReference?
}

/// Names an element of the tree in findings: its role, identifier and label.
package struct SVGElementReference: Hashable {
    package var role: NodeRole
    var identifier: String?
    package var label: String?
    package var isEnabled: Bool
    /// Whether the node declares that its text may be cut on purpose.
    package var allowsTruncation = false
    /// The node itself, so a point on the picture leads back to it; `nil` when made by hand.
    var node: ObjectIdentifier?

    @MainActor
    package init(_ node: ViewNode) {
        role = node.role
        identifier = node.identifier
        label = node.label
        isEnabled = node.isEnabled
        allowsTruncation = node.allowsTruncation
        self.node = ObjectIdentifier(node)
    }

    init(role: NodeRole, identifier: String?, label: String?, isEnabled: Bool = true) {
        self.role = role
        self.identifier = identifier
        self.label = label
        self.isEnabled = isEnabled
    }

    /// `button #login.submit "Log in"`, as findings print it.
    package var summary: String {
        var parts = [role.rawValue]
        if let identifier { parts.append("#" + identifier) }
        if let label { parts.append("\"" + label + "\"") }
        return parts.joined(separator: " ")
    }
}

extension SVGDrawnShape {
    /// The shape inside a group clipped to `clip` (when given) and drawn at `opacity`.
    func drawn(clippedTo clip: SVGCanvas.Rect?, opacity: Double) -> SVGDrawnShape {
        switch self {
        case let .fill(frame, color):
            var faded = color
            faded.alpha *= opacity
            return .fill(frame, faded)
        case var .text(text):
            text.color.alpha *= opacity
            if let clip { text.clip = text.clip.map { $0.intersection(clip) } ?? clip }
            return .text(text)
        case .target, .element:
            return self
        case var .boundary(boundary):
            boundary.edge.alpha *= opacity
            boundary.fill?.alpha *= opacity
            return .boundary(boundary)
        }
    }

    /// The shape as drawn inside a group moved by (`x`, `y`) and scaled by `scale`.
    func moved(x: Double, y: Double, scale: Double) -> SVGDrawnShape {
        func move(_ frame: SVGCanvas.Rect) -> SVGCanvas.Rect {
            SVGCanvas.Rect(
                x: x + frame.x * scale, y: y + frame.y * scale, width: frame.width * scale,
                height: frame.height * scale)
        }
        switch self {
        case let .fill(frame, color):
            return .fill(move(frame), color)
        case var .text(text):
            text.frame = move(text.frame)
            text.clip = text.clip.map(move)
            text.bounds = text.bounds.map { (x + $0.lowerBound * scale)...(x + $0.upperBound * scale) }
            text.font.size *= scale
            text.font.lineHeight *= scale
            return .text(text)
        case let .target(frame, element):
            return .target(move(frame), element)
        case let .element(frame, node):
            return .element(move(frame), node)
        case var .boundary(boundary):
            boundary.frame = move(boundary.frame)
            return .boundary(boundary)
        }
    }
}
