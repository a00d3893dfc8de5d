/// A screen drawn once as SVG, with where each element was drawn: the one place that answers
/// "where is this element?" for the element hierarchy, for a page that outlines elements on
/// the picture, and for hit testing a point.
@MainActor
public struct DrawnScreen {
    /// What an element of the top layer drew, so a page can outline it on the picture.
    public struct Outline: Sendable, Equatable {
        /// The element's role.
        public let role: NodeRole
        /// Its accessibility identifier.
        public let identifier: String?
        /// Its label.
        public let label: String?
        /// The box around all it drew.
        public let frame: ElementFrame
    }

    /// The SVG document, as `SVGRenderer.render(_:)` writes it.
    public let svg: String
    /// The top layer's composed tree, as drawn (`nil` for an empty window).
    public let topNode: ViewNode?
    /// The composed tree of each visible layer, bottom first (navigation and tab bars included).
    public let layers: [ViewNode]
    /// Each element of the top layer that shows text, takes taps or draws an edge, in drawing
    /// order.
    public let outlines: [Outline]
    /// Each element of the top layer that takes taps, with where it takes them, in drawing
    /// order.
    public let tapTargets: [(node: ViewNode, frame: ElementFrame)]
    private let frames: [ObjectIdentifier: ElementFrame]

    /// Draws `screen` once at phone size, keeping the picture and every frame.
    public init(_ screen: Screen) {
        let picture = SVGRenderer().picture(of: screen)
        svg = picture.document
        topNode = picture.topNode
        layers = picture.layerNodes
        var frames: [ObjectIdentifier: ElementFrame] = [:]
        for case let .element(rect, node) in picture.canvas.shapes {
            frames[node] = ElementFrame(rect)
        }
        self.frames = frames
        outlines = Self.outlines(of: picture.topLayerShapes)
        tapTargets = Self.tapTargets(of: picture)
    }

    /// Where `node`, one of `layers`' nodes, was drawn; `nil` for a node that was not (hidden,
    /// or inside a control that draws its children itself).
    public func frame(of node: ViewNode) -> ElementFrame? {
        frames[ObjectIdentifier(node)]
    }

    private static func outlines(of shapes: ArraySlice<SVGDrawnShape>) -> [Outline] {
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
        for shape in shapes {
            switch shape {
            case .fill, .element: break
            case let .text(text): include(text.frame, text.owner)
            case let .target(frame, element): include(frame, element)
            case let .boundary(boundary): include(boundary.frame, boundary.element)
            }
        }
        return order.compactMap { element in
            boxes[element].map {
                Outline(
                    role: element.role, identifier: element.identifier, label: element.label, frame: ElementFrame($0))
            }
        }
    }

    private static func tapTargets(of picture: SVGPicture) -> [(node: ViewNode, frame: ElementFrame)] {
        guard let root = picture.topNode else { return [] }
        var nodes: [ObjectIdentifier: ViewNode] = [:]
        for node in root.visibleDescendants { nodes[ObjectIdentifier(node)] = node }
        return picture.topLayerShapes.compactMap { shape in
            guard case let .target(rect, element) = shape, let identity = element.node, let node = nodes[identity]
            else { return nil }
            return (node, ElementFrame(rect))
        }
    }
}
