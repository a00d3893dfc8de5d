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

    /// Creates a renderer; widths under `minimumWidth` are raised to it.
    public init(width: Int = TextRenderer.defaultWidth) {
        self.width = max(width, Self.minimumWidth)
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
        for section in sections(of: node) {
            switch section {
            case let .content(content): lines += content.map(row)
            case .rule: lines.append(rule)
            }
        }
        lines.append(bottom)
        return lines
    }

    private func top(_ title: String?) -> String {
        guard let title else { return "┌" + String(repeating: "─", count: width - 2) + "┐" }
        let caption = "─ " + title + " "
        return "┌" + caption + String(repeating: "─", count: max(width - 2 - caption.count, 0)) + "┐"
    }

    private var bottom: String { "└" + String(repeating: "─", count: width - 2) + "┘" }
    private var rule: String { "├" + String(repeating: "─", count: width - 2) + "┤" }

    private func row(_ text: String) -> String {
        "│ " + fit(text, to: innerWidth) + " │"
    }

    /// A sheet covers the bottom of the screen; at least the top of the screen stays visible.
    private func overlay(_ sheet: [String], on base: [String]) -> [String] {
        let keep = max(min(3, base.count), base.count - sheet.count)
        return Array(base.prefix(keep)) + sheet
    }

    // MARK: - Sections

    private enum Section {
        case content([String])
        case rule
    }

    private func sections(of node: ViewNode) -> [Section] {
        guard !node.isHidden else { return [] }
        switch node.role {
        case .navigationBar:
            return [.content([navigationBarLine(node)]), .rule]
        case .tabBar:
            return [.rule, .content([tabBarLine(node)])]
        case .screen:
            return node.children.flatMap(sections)
        case .stack where node.axis == .vertical:
            return node.children.flatMap(sections)
        default:
            return [.content(lines(for: node, indent: 0))]
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
        if leading.count + 1 < titleStart {
            return leading + String(centered.dropFirst(leading.count))
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

    private func lines(for node: ViewNode, indent: Int) -> [String] {
        guard !node.isHidden else { return [] }
        let pad = String(repeating: " ", count: indent)
        let available = max(innerWidth - indent, 1)
        switch node.role {
        case .text:
            return wrap(node.displayText ?? "", width: available).map { pad + $0 }
        case .button:
            return [pad + buttonText(node)]
        case .textField, .secureField:
            return [pad + fieldText(node)]
        case .image:
            return [pad + "◻ " + (node.label ?? node.value ?? "image")]
        case .row:
            var result = [pad + "• " + (node.label ?? "") + (node.onTap == nil ? "" : " ›")]
            if let value = node.value, !value.isEmpty {
                result += wrap(value, width: max(available - 2, 1)).map { pad + "  " + $0 }
            }
            return result + node.children.flatMap { lines(for: $0, indent: indent + 2) }
        case .stack where node.axis == .horizontal, .tabBar:
            return [pad + node.children.flatMap { lines(for: $0, indent: 0) }.joined(separator: "  ")]
        case .alert:
            var result = node.label.map { [pad + "┃ " + $0] } ?? []
            result += node.children.flatMap { lines(for: $0, indent: indent + 2) }
            return result
        case .navigationBar:
            return [pad + navigationBarLine(node)]
        case .list, .stack, .screen:
            var result = node.label.map { [pad + $0] } ?? []
            result += node.children.flatMap { lines(for: $0, indent: indent) }
            return result
        }
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

    private func fit(_ text: String, to length: Int) -> String {
        if text.count > length { return String(text.prefix(length - 1)) + "…" }
        return text + String(repeating: " ", count: length - text.count)
    }

    private func center(_ text: String, in length: Int) -> String {
        guard text.count < length else { return text }
        return String(repeating: " ", count: (length - text.count) / 2) + text
    }

    /// Greedy word wrap; words longer than a line are cut.
    private func wrap(_ text: String, width: Int) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                while word.count > width {
                    if !line.isEmpty {
                        result.append(line)
                        line = ""
                    }
                    result.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    result.append(line)
                    line = String(word)
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
