/// Draws a screen as an SVG 1.1 picture at phone size (393 x 852 points, an iPhone 15's
/// screen) from the nodes' resolved styles: status area, navigation bar, content, tab bar,
/// and any sheet over them. The pictures are for people; tests compare text renders.
@MainActor
public struct SVGRenderer {
    /// Phone width in points.
    public static let phoneWidth = 393.0
    /// Phone height in points.
    public static let phoneHeight = 852.0
    /// The status area at the top (clock, sensor housing).
    public static let statusAreaHeight = 54.0
    /// A navigation bar under the status area.
    public static let navigationBarHeight = 44.0
    /// The row of tab items.
    public static let tabItemsHeight = 49.0
    /// The home indicator's strip under the tab items.
    public static let homeIndicatorHeight = 34.0
    /// How far below the top of the phone a page sheet starts.
    public static let sheetTop = 64.0
    /// How far below the top of the phone a sheet resting at the medium detent starts: about
    /// half the screen, as UIKit's medium detent is.
    public static let mediumSheetTop = (phoneHeight / 2).rounded()
    /// The rounding of a page sheet's top corners, as UIKit draws it.
    public static let sheetCornerRadius = 10.0
    /// How far the presenter of a page sheet is drawn in from the phone's sides.
    public static let presenterInset = 16.0
    /// What shows around the presenter of a page sheet.
    public static let behindPresenter = Color(red: 0, green: 0, blue: 0)
    /// The dimming over the presenter of a page sheet (UIKit's dimming view: black, 40%).
    public static let sheetDimming = Color(red: 0, green: 0, blue: 0, alpha: 0.4)

    /// A renderer with no state: one can draw any number of trees.
    public init() {}

    /// The whole screen: the base layer, then every presented layer over it.
    public func render(_ screen: Screen) -> String {
        picture(of: screen).document
    }

    /// The whole screen drawn, with what it shows kept for the checks; the top layer's
    /// shapes start at `topLayerStart`.
    package func picture(of screen: Screen) -> SVGPicture {
        var canvas = SVGCanvas(horizontal: .laidOut(screen.layoutDirection, width: Self.phoneWidth))
        let phone = SVGCanvas.Rect(x: 0, y: 0, width: Self.phoneWidth, height: Self.phoneHeight)
        // Built once: drawing and the title both read the trees, and composing walks the hierarchy.
        let nodes = screen.layers.map { $0.node() }
        guard !nodes.isEmpty else {
            canvas.text(
                "(no screen)", x: phone.width / 2, baseline: phone.height / 2, font: SVGNodeLayout.defaultFont,
                color: SVGNodeLayout.defaultInk, anchor: .middle)
            return SVGPicture(
                canvas: canvas, topLayerStart: 0, topNode: nil,
                document: canvas.document(width: phone.width, height: phone.height, title: "(no screen)"))
        }
        var topLayerStart = 0
        for (index, (layer, node)) in zip(screen.layers, nodes).enumerated() {
            if index == nodes.count - 1 { topLayerStart = canvas.shapes.count }
            // Under a large sheet the presenter shrinks back into a card; under a medium one it
            // stays full size, dimmed, as UIKit draws them.
            let coveredByLargeSheet =
                screen.layers.indices.contains(index + 1) && screen.layers[index + 1].sheetDetent == .large
            if coveredByLargeSheet {
                drawPresenter(node, into: &canvas)
            } else if index == 0 {
                drawLayer(node, in: phone, hasStatusArea: true, cornerRadius: 0, into: &canvas)
            } else if let detent = layer.sheetDetent {
                canvas.rect(phone, fill: Self.sheetDimming)
                if index == nodes.count - 1 { topLayerStart = canvas.shapes.count }
                let top = detent == .medium ? Self.mediumSheetTop : Self.sheetTop
                // Taller than the phone, so only the top corners show as rounded.
                let sheet = SVGCanvas.Rect(
                    x: 0, y: top, width: phone.width, height: phone.height - top + Self.sheetCornerRadius)
                drawLayer(node, in: sheet, hasStatusArea: false, cornerRadius: Self.sheetCornerRadius, into: &canvas)
            } else {
                drawLayer(node, in: phone, hasStatusArea: true, cornerRadius: 0, into: &canvas)
            }
        }
        let document = canvas.document(
            width: phone.width, height: phone.height, title: title(of: screen.layers, nodes: nodes))
        var picture = SVGPicture(
            canvas: canvas, topLayerStart: topLayerStart, topNode: nodes.last, document: document)
        picture.layerNodes = nodes
        return picture
    }

    /// One node tree (a component) at phone width; the picture is as tall as the content.
    ///
    /// - Parameters:
    ///   - background: The page behind the component (e.g. the theme's background); when
    ///     `nil`, the first background in the tree, or none.
    ///   - layoutDirection: The direction the component is laid out in; right to left mirrors it.
    public func render(
        _ node: ViewNode, width: Double = SVGRenderer.phoneWidth, background: Color? = nil,
        layoutDirection: LayoutDirection = .leftToRight
    ) -> String {
        var content = SVGCanvas(horizontal: .laidOut(layoutDirection, width: width))
        let margin = 16.0
        let height = SVGNodeLayout().draw(
            node, x: margin, y: margin, width: width - 2 * margin, inherited: .init(), into: &content)
        var canvas = content.nested()
        let total = height + 2 * margin
        canvas.rect(
            SVGCanvas.Rect(x: 0, y: 0, width: width, height: total),
            fill: background ?? Self.firstBackground(among: node.visibleDescendants))
        canvas.append(content)
        return canvas.document(width: width, height: total, title: node.label ?? node.identifier ?? node.role.rawValue)
    }

    // MARK: - Layers

    /// A layer under a page sheet, as UIKit shows it: shrunk into a card with rounded corners,
    /// inset from the sides, its top just under the status area, on black.
    private func drawPresenter(_ root: ViewNode, into canvas: inout SVGCanvas) {
        let phone = SVGCanvas.Rect(x: 0, y: 0, width: Self.phoneWidth, height: Self.phoneHeight)
        canvas.rect(phone, fill: Self.behindPresenter)
        let cardTop = Self.sheetTop - Self.presenterInset
        // The clock stays at the top of the phone, light on the black around the card.
        SVGBars.drawStatusArea(
            in: SVGCanvas.Rect(x: 0, y: 0, width: phone.width, height: cardTop), background: nil,
            ink: Color(red: 1, green: 1, blue: 1), font: Self.first(.navigationBar, in: root)?.style.font,
            into: &canvas)
        var layer = canvas.nested()
        drawLayer(root, in: phone, hasStatusArea: false, cornerRadius: 0, into: &layer)
        let scale = (Self.phoneWidth - 2 * Self.presenterInset) / Self.phoneWidth
        canvas.card(
            layer, x: Self.presenterInset, y: cardTop, scale: scale, clippedTo: phone,
            cornerRadius: Self.sheetCornerRadius / scale)
    }

    private func drawLayer(
        _ root: ViewNode, in frame: SVGCanvas.Rect, hasStatusArea: Bool, cornerRadius: Double,
        into canvas: inout SVGCanvas
    ) {
        let navigationBar = Self.first(.navigationBar, in: root)
        let tabBar = Self.first(.tabBar, in: root)
        let bars = [navigationBar, tabBar].compactMap { $0 }
        let contentNodes = Self.content(of: root, skipping: bars)
        let background = Self.firstBackground(among: contentNodes)
        canvas.rect(frame, fill: background, cornerRadius: cornerRadius)
        let inherited = SVGNodeLayout.Inherited()
        var top = frame.y
        if hasStatusArea {
            let area = SVGCanvas.Rect(x: frame.x, y: top, width: frame.width, height: Self.statusAreaHeight)
            let ink = navigationBar?.style.foreground ?? Self.firstForeground(among: contentNodes)
            SVGBars.drawStatusArea(
                in: area, background: navigationBar?.style.background, ink: ink, font: navigationBar?.style.font,
                into: &canvas)
            top += Self.statusAreaHeight
        }
        if let navigationBar {
            let bar = SVGCanvas.Rect(x: frame.x, y: top, width: frame.width, height: Self.navigationBarHeight)
            SVGBars.drawNavigationBar(navigationBar, in: bar, inherited: inherited, into: &canvas)
            top += Self.navigationBarHeight
        }
        var bottom = min(frame.maxY, Self.phoneHeight)
        if let tabBar {
            let height = Self.tabItemsHeight + Self.homeIndicatorHeight
            bottom -= height
            let bar = SVGCanvas.Rect(x: frame.x, y: bottom, width: frame.width, height: height)
            SVGBars.drawTabBar(tabBar, in: bar, inherited: inherited, into: &canvas)
        }
        var content = canvas.nested()
        _ = SVGNodeLayout(skipping: bars).draw(
            root, x: frame.x, y: top, width: frame.width, inherited: inherited, into: &content)
        canvas.group(
            content, clippedTo: SVGCanvas.Rect(x: frame.x, y: top, width: frame.width, height: max(bottom - top, 0)))
    }

    private func title(of layers: [Screen.Layer], nodes: [ViewNode]) -> String {
        let titles = zip(layers, nodes).compactMap { layer, node in
            node.descendant(identifier: "nav.title")?.label ?? layer.controller.title
        }
        return titles.isEmpty ? "screen" : titles.joined(separator: " / ")
    }

    // MARK: - Finding nodes

    private static func first(_ role: NodeRole, in root: ViewNode) -> ViewNode? {
        root.firstVisible { $0.role == role }
    }

    /// The colour a layer is painted with: the first background on the way down its content.
    static func firstBackground(among content: [ViewNode]) -> Color? {
        content.first { node in
            node.style.background != nil && ![.button, .textField, .secureField, .image, .row].contains(node.role)
        }?.style.background
    }

    private static func firstForeground(among content: [ViewNode]) -> Color? {
        content.first { $0.style.foreground != nil }?.style.foreground
    }

    /// The visible nodes outside the bars (a bar's buttons carry the bar's colours).
    private static func content(of root: ViewNode, skipping bars: [ViewNode]) -> [ViewNode] {
        let barNodes = Set(bars.flatMap(\.visibleDescendants).map(ObjectIdentifier.init))
        return root.visibleDescendants.filter { !barNodes.contains(ObjectIdentifier($0)) }
    }
}
