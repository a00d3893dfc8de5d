/// A screen drawn as SVG together with where each element of its top layer was drawn, so a
/// page can outline an element on the picture and find the element under a click.
@MainActor
public struct DrawnScreen {
    /// Where one element of the top layer was drawn, in the picture's points.
    public struct ElementFrame: Sendable, Equatable {
        /// The element's role.
        public let role: NodeRole
        /// Its accessibility identifier.
        public let identifier: String?
        /// Its label.
        public let label: String?
        /// The left edge.
        public let x: Double
        /// The top edge.
        public let y: Double
        /// The width.
        public let width: Double
        /// The height.
        public let height: Double
    }

    /// The SVG document, as `SVGRenderer.render(_:)` writes it.
    public let svg: String
    /// The top layer's composed tree, as drawn (`nil` for an empty window).
    public let topNode: ViewNode?
    /// Each element of the top layer that shows text, takes taps or draws an edge: the box
    /// around all it drew, in drawing order.
    public let frames: [ElementFrame]

    /// Draws `screen` once, keeping the picture and the frames.
    public init(_ screen: Screen) {
        let picture = SVGRenderer().picture(of: screen)
        svg = picture.document
        topNode = picture.topNode
        var order: [SVGElementReference] = []
        var boxes: [SVGElementReference: SVGCanvas.Rect] = [:]
        func include(_ rect: SVGCanvas.Rect, _ element: SVGElementReference?) {
            guard let element else { return }
            guard let box = boxes[element] else {
                order.append(element)
                boxes[element] = rect
                return
            }
            let left = min(box.x, rect.x)
            let top = min(box.y, rect.y)
            boxes[element] = SVGCanvas.Rect(
                x: left, y: top, width: max(box.maxX, rect.maxX) - left, height: max(box.maxY, rect.maxY) - top)
        }
        for shape in picture.topLayerShapes {
            switch shape {
            case .fill, .element: break
            case let .text(text): include(text.frame, text.owner)
            case let .target(frame, element): include(frame, element)
            case let .boundary(boundary): include(boundary.frame, boundary.element)
            }
        }
        frames = order.compactMap { element in
            boxes[element].map {
                ElementFrame(
                    role: element.role, identifier: element.identifier, label: element.label, x: $0.x, y: $0.y,
                    width: $0.width, height: $0.height)
            }
        }
    }
}
