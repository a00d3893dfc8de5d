extension ScreenDriver {
    /// Every element of the top layer that takes taps, with its frame as drawn, in drawing
    /// order: right to left, the frames are mirrored, as UIKit's are under a right-to-left
    /// layout.
    ///
    /// - Throws: `InteractionError.noScreen` when the window is empty.
    public func tapFrames() throws(InteractionError) -> [(node: ViewNode, frame: ElementFrame)] {
        let picture = SVGRenderer().picture(of: window.screen)
        guard let root = picture.topNode else { throw .noScreen }
        var nodes: [ObjectIdentifier: ViewNode] = [:]
        for node in root.visibleDescendants { nodes[ObjectIdentifier(node)] = node }
        return picture.topLayerShapes.compactMap { shape in
            guard case let .target(rect, element) = shape, let identity = element.node, let node = nodes[identity]
            else { return nil }
            return (node, ElementFrame(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
        }
    }

    /// The element a finger at (`x`, `y`) points in from the top left touches, as UIKit's hit
    /// test finds it: the smallest frame there that takes taps, so a row's button wins over
    /// the row; `nil` when nothing there takes taps.
    ///
    /// - Throws: `InteractionError.noScreen` when the window is empty.
    public func element(atX x: Double, y: Double) throws(InteractionError) -> ViewNode? {
        try tapFrames().filter { $0.frame.contains(x: x, y: y) }
            .min { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height }?.node
    }

    /// Taps at (`x`, `y`) points from the top left, as Maestro's `tapOn: {point: ...}` does.
    ///
    /// - Throws: `InteractionError.notFound` when nothing there takes taps, `.disabled` when
    ///   what is there is disabled.
    public func tap(atX x: Double, y: Double) throws(InteractionError) {
        let description = "point \(SVGCanvas.number(x)),\(SVGCanvas.number(y))"
        guard let node = try element(atX: x, y: y) else {
            throw .notFound(selector: description, tree: try currentTree())
        }
        try tap(node, describedAs: description)
    }
}
