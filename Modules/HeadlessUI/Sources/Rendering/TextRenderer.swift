/// Draws a screen as fixed-width text: a frame with the navigation bar (back button and
/// title) at the top, the content, the tab bar with the selected tab in brackets at the
/// bottom, and any sheet drawn over the lower part of the screen.
@MainActor
public struct TextRenderer {
    /// The width used when none is given: roughly a phone's proportions in a terminal.
    public static let defaultWidth = 48
    /// The narrowest frame that still has room for content.
    public static let minimumWidth = 20

    /// The total width of every line, frame included.
    public let width: Int
    private let horizontal: String
    private let bottom: String
    private let rule: String
    /// `paddings[n]` is n spaces; slicing a string by count walks its characters, indexing
    /// an array does not.
    private let paddings: [String]

    /// Creates a renderer; widths under `minimumWidth` are raised to it.
    public init(width: Int = TextRenderer.defaultWidth) {
        self.width = max(width, Self.minimumWidth)
        // Built once: every render draws them, and repeating strings is not free.
        horizontal = String(repeating: "─", count: self.width - 2)
        bottom = "└" + horizontal + "┘"
        rule = "├" + horizontal + "┤"
        paddings = (0...self.width).map { String(repeating: " ", count: $0) }
    }

    /// The whole screen: the base layer with every sheet above it drawn over its lower part.
    public func render(_ screen: Screen) -> String {
        guard let base = screen.layers.first else { return frame(["(no screen)"], title: nil) }
        var lines = frameLines(for: base.node(), title: nil)
        for layer in screen.layers.dropFirst() {
            let sheet = frameLines(for: layer.node(), title: layer.presentationStyle?.sheetCaption)
            lines = overlay(sheet, on: lines)
        }
        return lines.joined(separator: "\n")
    }

    /// One node tree inside a frame, without layers.
    public func render(_ node: ViewNode) -> String {
        frameLines(for: node, title: nil).joined(separator: "\n")
    }

    // MARK: - Frame

    private var innerWidth: Int { width - 4 }

    private func frame(_ content: [String], title: String?) -> String {
        ([top(title)] + content.map(row) + [bottom]).joined(separator: "\n")
    }

    private func frameLines(for node: ViewNode, title: String?) -> [String] {
        var lines = [top(title)]
        appendSections(of: node, to: &lines)
        lines.append(bottom)
        return lines
    }

    private func top(_ title: String?) -> String {
        guard let title else { return "┌" + horizontal + "┐" }
        let caption = "─ " + title + " "
        return "┌" + caption + String(repeating: "─", count: max(width - 2 - TextWidth.columns(of: caption), 0)) + "┐"
    }

    /// One framed line, built in a single reserved buffer: rendering is dominated by string
    /// appends, so this is the hot path.
    private func row(_ text: String) -> String {
        var line = String()
        line.reserveCapacity(text.utf8.count + innerWidth + 8)
        line += "│ "
        let columns = TextWidth.columns(of: text)
        if columns > innerWidth {
            let kept = TextWidth.prefix(of: text, fitting: innerWidth - 1)
            line += kept
            line += "…"
            appendSpaces(innerWidth - 1 - TextWidth.columns(of: kept), to: &line)
        } else {
            line += text
            appendSpaces(innerWidth - columns, to: &line)
        }
        line += " │"
        return line
    }

    private func appendSpaces(_ count: Int, to line: inout String) {
        guard count > 0 else { return }
        line += paddings[min(count, width)]
    }

    /// A sheet covers the bottom of the screen; at least the top of the screen stays visible.
    private func overlay(_ sheet: [String], on base: [String]) -> [String] {
        let keep = max(min(3, base.count), base.count - sheet.count)
        return Array(base.prefix(keep)) + sheet
    }

    // MARK: - Sections

    /// Appends framed rows: bars get their rules, everything else becomes content rows.
    private func appendSections(of node: ViewNode, to lines: inout [String]) {
        guard !node.isHidden else { return }
        switch node.role {
        case .navigationBar:
            lines.append(row(navigationBarLine(node)))
            lines.append(rule)
        case .tabBar:
            lines.append(rule)
            lines.append(row(tabBarLine(node)))
        case .screen:
            for child in node.children { appendSections(of: child, to: &lines) }
        case .stack where node.axis == .vertical:
            for child in node.children { appendSections(of: child, to: &lines) }
        default:
            var content: [String] = []
            appendLines(for: node, indent: 0, to: &content)
            for line in content { lines.append(row(line)) }
        }
    }

    private func navigationBarLine(_ bar: ViewNode) -> String {
        let back = bar.children.first { $0.identifier == "nav.back" && !$0.isHidden }
        let title = bar.children.first { $0.identifier == "nav.title" }?.label ?? ""
        let leading = back.map { "‹ " + ($0.label ?? "Back") } ?? ""
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

    private func tabBarLine(_ bar: ViewNode) -> String {
        bar.children.filter { !$0.isHidden }.map { item in
            let title = item.label ?? "?"
            return item.isSelected ? "[" + title + "]" : " " + title + " "
        }.joined(separator: " ")
    }

    // MARK: - Content

    private func appendLines(for node: ViewNode, indent: Int, to lines: inout [String]) {
        guard !node.isHidden else { return }
        let pad = paddings[min(indent, width)]
        let available = max(innerWidth - indent, 1)
        switch node.role {
        case .text:
            appendWrapped(node.displayText ?? "", width: available, prefix: pad, to: &lines)
        case .button:
            lines.append(pad + buttonText(node))
        case .textField, .secureField:
            lines.append(pad + fieldText(node))
        case .image:
            lines.append(pad + "◻ " + (node.label ?? node.value ?? "image"))
        case .row:
            lines.append(pad + "• " + (node.label ?? "") + (node.onTap == nil ? "" : " ›"))
            if let value = node.value, !value.isEmpty {
                appendWrapped(value, width: max(available - 2, 1), prefix: pad + "  ", to: &lines)
            }
            for child in node.children { appendLines(for: child, indent: indent + 2, to: &lines) }
        case .stack where node.axis == .horizontal, .tabBar:
            var pieces: [String] = []
            for child in node.children { appendLines(for: child, indent: 0, to: &pieces) }
            lines.append(pad + pieces.joined(separator: "  "))
        case .alert:
            if let label = node.label { lines.append(pad + "┃ " + label) }
            for child in node.children { appendLines(for: child, indent: indent + 2, to: &lines) }
        case .navigationBar:
            lines.append(pad + navigationBarLine(node))
        case .list, .stack, .screen:
            if let label = node.label { lines.append(pad + label) }
            for child in node.children { appendLines(for: child, indent: indent, to: &lines) }
        }
    }

    /// Wraps `text` and appends each line behind `prefix`; most texts fit on one line, so that
    /// case skips splitting altogether.
    private func appendWrapped(_ text: String, width: Int, prefix: String, to lines: inout [String]) {
        if !text.utf8.contains(UInt8(ascii: "\n")), TextWidth.columns(of: text) <= width {
            lines.append(prefix.isEmpty ? text : prefix + text)
            return
        }
        for line in wrap(text, width: width) { lines.append(prefix + line) }
    }

    private func buttonText(_ node: ViewNode) -> String {
        var text = "[ " + (node.label ?? "") + " ]"
        if node.isSelected { text = "[✓ " + (node.label ?? "") + " ]" }
        if !node.isEnabled { text += " (disabled)" }
        return text
    }

    private func fieldText(_ node: ViewNode) -> String {
        let value = node.value ?? ""
        let shown = node.role == .secureField ? String(repeating: "•", count: value.count) : value
        let content = shown.isEmpty && !node.isFocused ? (node.placeholder.map { "(" + $0 + ")" } ?? "") : shown
        let caret = node.isFocused ? "▌" : ""
        return (node.label.map { $0 + ": " } ?? "") + "[" + content + caret + "]"
    }

    // MARK: - Text fitting

    private func center(_ text: String, in length: Int) -> String {
        let columns = TextWidth.columns(of: text)
        guard columns < length else { return text }
        return String(repeating: " ", count: (length - columns) / 2) + text
    }

    /// Greedy word wrap by columns; words longer than a line are cut.
    private func wrap(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
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
                    wordWidth = TextWidth.columns(of: word)
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

extension ModalPresentationStyle {
    /// The caption on a presented layer's frame.
    var sheetCaption: String {
        switch self {
        case .pageSheet: "sheet"
        case .fullScreen: "full screen"
        }
    }
}
