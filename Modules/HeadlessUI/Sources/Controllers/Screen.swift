/// What a window shows at one moment: the base screen and the presented layers above it.
/// Only the top layer takes taps and input, as in UIKit.
@MainActor
public struct Screen {
    /// One presented (or the base) controller's hierarchy.
    @MainActor
    public struct Layer {
        /// The controller at the root of the layer.
        public let controller: ViewController
        /// `nil` for the window's root; otherwise how the layer was presented.
        public let presentationStyle: ModalPresentationStyle?
        /// Where a page sheet rests now (the smallest of its controller's detents); `nil` for a
        /// layer that is not a page sheet.
        public var sheetDetent: SheetDetent? {
            guard presentationStyle == .pageSheet else { return nil }
            return controller.sheetDetents.min() ?? .large
        }

        /// The layer's composed node tree (navigation and tab bars included), built now.
        public func node() -> ViewNode { controller.composedNode() }
    }

    /// The visible layers, bottom first. Layers under a full-screen presentation are left out.
    public let layers: [Layer]
    /// The window's layout direction: the renderers mirror every layer in right to left.
    public let layoutDirection: LayoutDirection

    init(layers: [Layer], layoutDirection: LayoutDirection = .leftToRight) {
        self.layers = layers
        self.layoutDirection = layoutDirection
    }

    /// The layer a person interacts with.
    public var topLayer: Layer? { layers.last }
}
