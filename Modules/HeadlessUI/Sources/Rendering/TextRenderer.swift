/// Draws a screen as fixed-width text: a frame with the navigation bar (back button and
/// title) at the top, the content, the tab bar with the selected tab in brackets at the
/// bottom, and any sheet drawn over the lower part of the screen.
///
/// Right to left the frame is mirrored as UIKit mirrors a screen: lines start at the right
/// edge, the back button sits on the right ("Title ›"), the first tab is the rightmost, a
/// row's bullet is on the right and its chevron on the left ("‹ Title •"). Each run keeps its
/// characters in their order.
@MainActor
public struct TextRenderer {
    /// The width used when none is given: roughly a phone's proportions in a terminal.
    public static let defaultWidth = 48
    /// The narrowest frame that still has room for content.
    public static let minimumWidth = 20

    /// The total width of every line, frame included.
    public let width: Int
    private let horizontal: String
    private let untitledTop: String
    private let bottom: String
    private let rule: String
    private var isMirrored = false
    private var innerWidth: Int { width - 4 }

    /// Creates a renderer; widths under `minimumWidth` are raised to it.
    public init(width: Int = TextRenderer.defaultWidth) {
        self.width = max(width, Self.minimumWidth)
        // Built once: every render draws them, and repeating strings is not free.
        horizontal = Self.dashes(self.width - 2)
        untitledTop = "┌" + horizontal + "┐"
        bottom = "└" + horizontal + "┘"
        rule = "├" + horizontal + "┤"
    }

    /// The whole screen: the base layer with every sheet above it drawn over its lower part,
    /// mirrored when the screen is laid out right to left.
    public func render(_ screen: Screen) -> String {
        laidOut(screen.layoutDirection).renderLayers(of: screen)
    }

    /// One node tree inside a frame, without layers, laid out in `layoutDirection`.
    public func render(_ node: ViewNode, layoutDirection: LayoutDirection = .leftToRight) -> String {
        let renderer = laidOut(layoutDirection)
        var canvas = renderer.makeCanvas()
        renderer.draw(node, title: nil, on: &canvas)
        return canvas.finished()
    }

    private func laidOut(_ direction: LayoutDirection) -> TextRenderer {
        var renderer = self
        renderer.isMirrored = direction == .rightToLeft
        return renderer
    }

    private func renderLayers(of screen: Screen) -> String {
        var canvas = makeCanvas()
        guard let base = screen.layers.first else {
            canvas.raw(top(nil))
            canvas.line("(no screen)")
            canvas.raw(bottom)
            return canvas.finished()
        }
        draw(base.node(), title: nil, on: &canvas)
        for layer in screen.layers.dropFirst() {
            var sheet = makeCanvas()
            draw(layer.node(), title: layer.caption, on: &sheet)
            canvas.overlay(sheet)
        }
        return canvas.finished()
    }

    // MARK: - Frame

    private func makeCanvas() -> TextCanvas {
        TextCanvas(innerWidth: innerWidth, isMirrored: isMirrored)
    }

    private func draw(_ node: ViewNode, title: String?, on canvas: inout TextCanvas) {
        canvas.raw(top(title))
        drawSections(of: node, on: &canvas)
        canvas.raw(bottom)
    }

    private func top(_ title: String?) -> String {
        guard let title else { return untitledTop }
        if isMirrored {
            let caption = " " + title + " ─"
            return "┌" + Self.dashes(max(width - 2 - TextWidth.columns(of: caption), 0)) + caption + "┐"
        }
        let caption = "─ " + title + " "
        return "┌" + caption + Self.dashes(max(width - 2 - TextWidth.columns(of: caption), 0)) + "┐"
    }

    /// `count` box-drawing dashes, joined as bytes rather than with `String(repeating:count:)`,
    /// which appends one string at a time: a screen driver makes a new renderer for every
    /// render, so the frame's rules are on the rendering path.
    private static func dashes(_ count: Int) -> String {
        let dash: [UInt8] = [0xE2, 0x94, 0x80]  // "─"; a constant array copies fastest
        var bytes: [UInt8] = []
        bytes.reserveCapacity(dash.count * count)
        for _ in 0..<count { bytes.append(contentsOf: dash) }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - Sections

    /// Bars get their rules; everything else becomes content lines.
    private func drawSections(of node: ViewNode, on canvas: inout TextCanvas) {
        guard !node.isHidden else { return }
        switch node.role {
        case .navigationBar:
            canvas.line(navigationBarLine(node))
            canvas.raw(rule)
        case .tabBar:
            canvas.raw(rule)
            canvas.line(tabBarLine(node))
        case .screen:
            for child in node.children { drawSections(of: child, on: &canvas) }
        case .stack where node.axis == .vertical:
            for child in node.children { drawSections(of: child, on: &canvas) }
        default:
            drawContent(node, indent: 0, on: &canvas)
        }
    }

    private func navigationBarLine(_ bar: ViewNode) -> String {
        let back = bar.children.first { $0.identifier == "nav.back" && !$0.isHidden }
        // Made visible before measuring, so the centring counts the columns actually drawn.
        let title = TerminalText.visible(bar.children.first { $0.identifier == "nav.title" }?.label ?? "")
        if isMirrored { return mirroredNavigationBarLine(title: title, back: back) }
        let leading = back.map { "‹ " + TerminalText.visible($0.label ?? "Back") } ?? ""
        let centered = center(title, in: innerWidth)
        guard !leading.isEmpty else { return centered }
        // The title stays centred unless the back button needs its room.
        let titleStart = centered.prefix { $0 == " " }.count
        let leadingWidth = TextWidth.columns(of: leading)
        if leadingWidth + 1 < titleStart {
            return leading + String(centered.dropFirst(leadingWidth))
        }
        return leading + "  " + title
    }

    /// The title centred and the back button ("Title ›") at the right edge; a title with no
    /// room beside it is cut rather than the back button, which stays whole at the edge.
    private func mirroredNavigationBarLine(title: String, back: ViewNode?) -> String {
        let centered = center(title, in: innerWidth)
        let titleEnd = TextWidth.columns(of: centered)
        // Filled to the full width, or the line would be placed from the right edge.
        guard let back else { return centered + String(repeating: " ", count: max(innerWidth - titleEnd, 0)) }
        let leading = TerminalText.visible(back.label ?? "Back") + " ›"
        let leadingWidth = TextWidth.columns(of: leading)
        if titleEnd + 1 < innerWidth - leadingWidth {
            return centered + String(repeating: " ", count: innerWidth - leadingWidth - titleEnd) + leading
        }
        let room = innerWidth - leadingWidth - 2
        guard room > 1 else { return leading }
        let shown =
            TextWidth.columns(of: title) <= room
            ? title : String(TextWidth.prefix(of: title[...], fitting: room - 1)) + "…"
        return shown + "  " + leading
    }

    private func tabBarLine(_ bar: ViewNode) -> String {
        let items = bar.children.filter { !$0.isHidden }.map { item in
            let title = item.label ?? "?"
            return item.isSelected ? "[" + title + "]" : " " + title + " "
        }
        // Right to left, the first tab is the rightmost.
        return (isMirrored ? items.reversed() : items).joined(separator: " ")
    }

    // MARK: - Content

    private func drawContent(_ node: ViewNode, indent: Int, on canvas: inout TextCanvas) {
        guard !node.isHidden else { return }
        let available = max(innerWidth - indent, 1)
        switch node.role {
        case .text:
            drawWrapped(node.displayText ?? "", width: available, indent: indent, on: &canvas)
        case _ where isMirrored && drawMirroredRuns(of: node, indent: indent, on: &canvas):
            break
        case .button:
            canvas.beginLine(indent: indent)
            canvas.add(mark: node.isSelected ? "[✓ " : "[ ")
            canvas.add(node.label ?? "")
            canvas.add(mark: node.isEnabled ? " ]" : " ] (disabled)")
            canvas.endLine()
        case .textField, .secureField:
            canvas.line(fieldText(node), indent: indent)
        case .image:
            canvas.beginLine(indent: indent)
            canvas.add(mark: "◻ ")
            canvas.add(node.label ?? node.value ?? "image")
            canvas.endLine()
        case .row:
            canvas.beginLine(indent: indent)
            canvas.add(mark: "• ")
            canvas.add(node.label ?? "")
            if node.onTap != nil { canvas.add(mark: " ›") }
            canvas.endLine()
            if let value = node.value, !value.isEmpty {
                drawWrapped(value, width: max(available - 2, 1), indent: indent + 2, on: &canvas)
            }
            for child in node.children { drawContent(child, indent: indent + 2, on: &canvas) }
        case .toggle:
            // The state in brackets, never a chevron: a switch changes a setting in place.
            canvas.beginLine(indent: indent)
            canvas.add(mark: "• ")
            canvas.add(node.label ?? "")
            canvas.add(mark: node.isSelected ? "  [on]" : "  [off]")
            canvas.endLine()
        case .stack where node.axis == .horizontal, .tabBar:
            // Children side by side: collect their lines, then join them on one line.
            let outer = canvas.collected
            canvas.collected = []
            for child in node.children { drawContent(child, indent: 0, on: &canvas) }
            let pieces = canvas.collected ?? []
            canvas.collected = outer
            // Right to left, the first child is the rightmost.
            canvas.line((isMirrored ? pieces.reversed() : pieces).joined(separator: "  "), indent: indent)
        case .alert:
            if let label = node.label {
                canvas.beginLine(indent: indent)
                canvas.add(mark: "┃ ")
                canvas.add(label)
                canvas.endLine()
            }
            for child in node.children { drawContent(child, indent: indent + 2, on: &canvas) }
        case .navigationBar:
            canvas.line(navigationBarLine(node), indent: indent)
        case .list, .stack, .screen:
            if let label = node.label { canvas.line(label, indent: indent) }
            for child in node.children { drawContent(child, indent: indent, on: &canvas) }
        }
    }

    /// The one-line elements whose runs mirror right to left, each run keeping its characters:
    /// "‹ Title •" for a row, "[ Sign in ]" for a button, "[value] Email:" for a field.
    /// Returns `false` for the roles drawn the same both ways.
    private func drawMirroredRuns(of node: ViewNode, indent: Int, on canvas: inout TextCanvas) -> Bool {
        let available = max(innerWidth - indent, 1)
        switch node.role {
        case .button:
            canvas.beginLine(indent: indent)
            if !node.isEnabled { canvas.add(mark: "(disabled) ") }
            canvas.add(mark: "[ ")
            canvas.add(node.label ?? "")
            canvas.add(mark: node.isSelected ? " ✓]" : " ]")
            canvas.endLine()
        case .textField, .secureField:
            canvas.beginLine(indent: indent)
            canvas.add(fieldBox(node))
            if let label = node.label { canvas.add(" " + label + ":") }
            canvas.endLine()
        case .image:
            canvas.beginLine(indent: indent)
            canvas.add(node.label ?? node.value ?? "image")
            canvas.add(mark: " ◻")
            canvas.endLine()
        case .row:
            canvas.beginLine(indent: indent)
            if node.onTap != nil { canvas.add(mark: "‹ ") }
            canvas.add(node.label ?? "")
            canvas.add(mark: " •")
            canvas.endLine()
            if let value = node.value, !value.isEmpty {
                drawWrapped(value, width: max(available - 2, 1), indent: indent + 2, on: &canvas)
            }
            for child in node.children { drawContent(child, indent: indent + 2, on: &canvas) }
        case .toggle:
            canvas.beginLine(indent: indent)
            canvas.add(mark: node.isSelected ? "[on]  " : "[off]  ")
            canvas.add(node.label ?? "")
            canvas.add(mark: " •")
            canvas.endLine()
        case .alert:
            if let label = node.label {
                canvas.beginLine(indent: indent)
                canvas.add(label)
                canvas.add(mark: " ┃")
                canvas.endLine()
            }
            for child in node.children { drawContent(child, indent: indent + 2, on: &canvas) }
        default:
            return false
        }
        return true
    }

    /// Most texts fit on one line, so that case skips splitting altogether.
    private func drawWrapped(_ text: String, width: Int, indent: Int, on canvas: inout TextCanvas) {
        // A character never takes more columns than it has UTF-8 bytes, so a text with no
        // more bytes than the width fits without measuring it.
        let fits = text.utf8.count <= width || TextWidth.columns(of: text) <= width
        if fits, !TerminalText.containsControlCharacters(text) {
            canvas.line(text, indent: indent)
            return
        }
        for line in wrap(text, width: width) { canvas.line(line, indent: indent) }
    }

    private func fieldText(_ node: ViewNode) -> String {
        (node.label.map { $0 + ": " } ?? "") + fieldBox(node)
    }

    /// The field's box: its value (or placeholder) in brackets, with the caret when focused.
    private func fieldBox(_ node: ViewNode) -> String {
        let shown = node.shownValue ?? ""
        let content = shown.isEmpty && !node.isFocused ? (node.placeholder.map { "(" + $0 + ")" } ?? "") : shown
        let caret = node.isFocused ? "▌" : ""
        return "[" + content + caret + "]"
    }

    // MARK: - Text fitting

    private func center(_ text: String, in length: Int) -> String {
        let columns = TextWidth.columns(of: text)
        guard columns < length else { return text }
        return String(repeating: " ", count: (length - columns) / 2) + text
    }

    /// Greedy word wrap by columns; words longer than a line are cut. Line breaks start new
    /// lines; other control characters are made visible first, so they are measured as drawn.
    private func wrap(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.visible($0) }
        for paragraph in paragraphs {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                var wordWidth = TextWidth.columns(of: word)
                while wordWidth > width {
                    if !line.isEmpty {
                        result.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    var piece = TextWidth.prefix(of: word, fitting: width)
                    // A character wider than the whole line still has to go somewhere.
                    if piece.isEmpty { piece = word.prefix(1) }
                    result.append(String(piece))
                    word = word[piece.endIndex...]
                    // Subtracted, not measured again: measuring the rest of a long word for every
                    // line made a 100 KB word take seconds.
                    wordWidth -= TextWidth.columns(of: piece)
                }
                if line.isEmpty {
                    line = String(word)
                    lineWidth = wordWidth
                } else if lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                } else {
                    result.append(line)
                    line = String(word)
                    lineWidth = wordWidth
                }
            }
            result.append(line)
        }
        return result
    }
}

extension Screen.Layer {
    /// The caption on a presented layer's frame: how it was presented and, for a sheet resting
    /// at medium height, that it does.
    var caption: String? {
        switch presentationStyle {
        case nil: nil
        case .fullScreen: "full screen"
        case .pageSheet: sheetDetent == .medium ? "sheet, medium" : "sheet"
        }
    }
}
