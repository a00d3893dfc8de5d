/// A screen drawn as SVG, with the shapes it shows for the layout and accessibility checks.
@MainActor
package struct SVGPicture {
    /// Everything drawn, bottom layer first.
    package let canvas: SVGCanvas
    /// Where the top layer's shapes (the one a person interacts with) start in `canvas.shapes`.
    package let topLayerStart: Int
    /// The top layer's composed tree, as it was drawn.
    package let topNode: ViewNode?
    /// The SVG document.
    let document: String
    /// The composed tree of each layer, bottom first, as it was drawn.
    var layerNodes: [ViewNode] = []

    /// The top layer's shapes.
    var topLayerShapes: ArraySlice<SVGDrawnShape> { canvas.shapes[topLayerStart...] }
}
