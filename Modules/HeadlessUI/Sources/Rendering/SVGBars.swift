/// The navigation bar, the tab bar and the status area, pinned to the edges of a screen.
@MainActor
enum SVGBars {
    /// A navigation bar as UIKit lays it out: the title centred on the bar, the back button
    /// (its chevron pointing to the leading edge) at the leading edge showing the previous title, "Back" or only the chevron, whichever
    /// leaves the centred title room; a title that still does not fit is cut in the middle.
    static func drawNavigationBar(
        _ bar: ViewNode, in frame: SVGCanvas.Rect, inherited: SVGNodeLayout.Inherited, into canvas: inout SVGCanvas
    ) {
        canvas.rect(frame, fill: bar.style.background)
        canvas.element(frame, of: bar)
        if let separator = bar.style.border {
            canvas.line(from: (frame.x, frame.maxY), to: (frame.maxX, frame.maxY), color: separator)
        }
        let padding = bar.style.padding ?? 0
        let visible = bar.children.filter { !$0.isHidden }
        let titleNode = visible.first { $0.identifier == "nav.title" }
        let titleFont = titleNode?.style.font ?? bar.style.font ?? inherited.font ?? SVGNodeLayout.defaultFont
        let titleText = titleNode?.label ?? ""
        var leadingEdge = frame.x + padding
        if let back = visible.first(where: { $0.identifier == "nav.back" }) {
            var font = back.style.font ?? bar.style.font ?? inherited.font ?? SVGNodeLayout.defaultFont
            // The back button reads lighter than the title, as in UIKit.
            font.weight = min(font.weight, 400)
            let text = SVGNavigationBarLayout.backLabel(
                back.label ?? "", fallback: back.shortLabel ?? "", font: font, title: titleText, titleFont: titleFont,
                barWidth: frame.width,
                padding: padding)
            let width = SVGNavigationBarLayout.chevronWidth + SVGTextMeasure.width(of: text, font: font)
            let reference = SVGElementReference(back)
            let target = SVGCanvas.Rect(
                x: frame.x, y: frame.y, width: max(width + 2 * padding, SVGNodeLayout.minimumTapHeight),
                height: frame.height)
            canvas.target(target, of: reference)
            canvas.element(target, of: back)
            canvas.owner = reference
            canvas.bounds = frame.x...target.maxX
            let ink =
                back.style.foreground ?? bar.style.foreground ?? inherited.foreground ?? SVGNodeLayout.defaultInk
            canvas.path(
                SVGNavigationBarLayout.chevron, x: frame.x + padding, y: frame.y + frame.height / 2 - 11,
                width: SVGNavigationBarLayout.chevronGridWidth, mirrorsInRightToLeft: true, fill: nil, stroke: ink,
                strokeWidth: 2.5)
            canvas.text(
                text, x: frame.x + padding + SVGNavigationBarLayout.chevronWidth, baseline: middleBaseline(frame, font),
                font: font, color: ink)
            leadingEdge = frame.x + padding + width + SVGNavigationBarLayout.gap
        }
        if let titleNode {
            // Centred on the bar, so it keeps as far from the trailing edge as from the back button.
            let room = frame.width - 2 * (leadingEdge - frame.x)
            let text = SVGTextFitting.truncatingMiddle(titleText, width: max(room, 0), font: titleFont)
            canvas.element(
                SVGCanvas.Rect(x: leadingEdge, y: frame.y, width: max(room, 0), height: frame.height), of: titleNode)
            canvas.owner = SVGElementReference(titleNode)
            canvas.bounds = leadingEdge...(frame.maxX - (leadingEdge - frame.x))
            canvas.text(
                text, x: frame.x + frame.width / 2, baseline: middleBaseline(frame, titleFont), font: titleFont,
                color: titleNode.style.foreground ?? bar.style.foreground ?? inherited.foreground
                    ?? SVGNodeLayout.defaultInk,
                anchor: .middle)
        }
        canvas.owner = nil
        canvas.bounds = nil
    }

    /// A tab bar: one column per item, the first at the leading edge, the item's symbol glyph (or a mark) above the title;
    /// the selected item is already tinted through its style.
    static func drawTabBar(
        _ bar: ViewNode, in frame: SVGCanvas.Rect, inherited: SVGNodeLayout.Inherited, into canvas: inout SVGCanvas
    ) {
        canvas.rect(frame, fill: bar.style.background)
        canvas.element(frame, of: bar)
        if let separator = bar.style.border {
            canvas.line(from: (frame.x, frame.y), to: (frame.maxX, frame.y), color: separator)
        }
        let items = bar.children.filter { !$0.isHidden }
        guard !items.isEmpty else { return }
        let columnWidth = frame.width / Double(items.count)
        for (index, item) in items.enumerated() {
            let font = item.style.font ?? bar.style.font ?? inherited.font ?? SVGNodeLayout.defaultFont
            let ink = item.style.foreground ?? bar.style.foreground ?? inherited.foreground ?? SVGNodeLayout.defaultInk
            let center = frame.x + columnWidth * (Double(index) + 0.5)
            let column = SVGCanvas.Rect(
                x: frame.x + columnWidth * Double(index), y: frame.y, width: columnWidth,
                height: SVGRenderer.tabItemsHeight)
            let reference = SVGElementReference(item)
            if item.isInteractive { canvas.target(column, of: reference) }
            canvas.element(column, of: item)
            canvas.owner = reference
            canvas.bounds = column.x...column.maxX
            if let symbol = item.value, let glyph = SVGSymbols.glyph(named: symbol) {
                canvas.path(
                    glyph.path, x: center - SVGSymbols.side / 2, y: frame.y + 4, width: SVGSymbols.side,
                    fill: item.isSelected && glyph.fillsWhenSelected ? ink : nil, stroke: ink,
                    strokeWidth: item.isSelected ? 2 : 1.5)
            } else {
                // No glyph for the item: a mark, so the column still reads as a tab.
                canvas.circle(
                    centerX: center, centerY: frame.y + 16, radius: 9, fill: item.isSelected ? ink : nil, stroke: ink)
            }
            var titleFont = font
            if item.isSelected { titleFont.weight = max(font.weight, 600) }
            // The title shrinks to fit its column, as UIKit's does, and past the smallest size it
            // wraps onto a second line under the first.
            let label = item.label ?? ""
            titleFont = SVGTextFitting.shrunk(titleFont, toFit: label, width: columnWidth - 2)
            let lines = SVGNodeLayout.wrap(label, width: columnWidth - 2, font: titleFont)
            for (index, line) in lines.prefix(2).enumerated() {
                let isLast = index == 1 && lines.count > 2
                canvas.text(
                    isLast ? SVGNodeLayout.truncate(line + "…", width: columnWidth - 2, font: titleFont) : line,
                    x: center, baseline: frame.y + 40 + Double(index) * titleFont.lineHeight, font: titleFont,
                    color: ink, anchor: .middle)
            }
        }
        canvas.owner = nil
        canvas.bounds = nil
    }

    /// The clock at the top of the phone, in the colours of what is under it.
    static func drawStatusArea(
        in frame: SVGCanvas.Rect, background: Color?, ink: Color?, font: Font?, into canvas: inout SVGCanvas
    ) {
        canvas.rect(frame, fill: background)
        // The clock keeps its size whatever the text size, as the system's does.
        var clockFont = font ?? SVGNodeLayout.defaultFont
        clockFont.weight = 600
        clockFont.size = SVGNodeLayout.defaultFont.size
        clockFont.lineHeight = SVGNodeLayout.defaultFont.lineHeight
        canvas.text(
            "9:41", x: frame.x + 48, baseline: middleBaseline(frame, clockFont), font: clockFont,
            color: ink ?? SVGNodeLayout.defaultInk, anchor: .middle)
    }

    private static func middleBaseline(_ frame: SVGCanvas.Rect, _ font: Font) -> Double {
        frame.y + frame.height / 2 + font.size * 0.35
    }
}
