/// A screen's element trees with where each element lies, as `SVGRenderer` draws the screen:
/// what a UI test framework reads as the view hierarchy.
@MainActor
public struct ScreenLayout {
    /// The composed tree of each visible layer, bottom first (navigation and tab bars included).
    public let layers: [ViewNode]
    private let frames: [ObjectIdentifier: NodeFrame]

    /// Lays out `screen` at phone size.
    public init(_ screen: Screen) {
        let picture = SVGRenderer().picture(of: screen)
        var frames: [ObjectIdentifier: NodeFrame] = [:]
        for case let .element(frame, node) in picture.canvas.shapes {
            frames[node] = NodeFrame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        self.layers = picture.layerNodes
        self.frames = frames
    }

    /// Where `node`, one of `layers`' nodes, was drawn; `nil` for a node that was not (hidden,
    /// or inside a control that draws its children itself).
    public func frame(of node: ViewNode) -> NodeFrame? {
        frames[ObjectIdentifier(node)]
    }
}
