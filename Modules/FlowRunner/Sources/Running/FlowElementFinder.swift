import HeadlessUI

/// Finds what a selector names on the top layer, with Maestro's rules: `text` and `id` are
/// whole-string patterns, tappable elements win over the rest, `index` picks among several.
@MainActor
final class FlowElementFinder {
    private var patterns: [String: FlowPattern] = [:]

    /// Every visible element of `root` the selector matches, in reading order.
    func matches(_ selector: FlowSelector, in root: ViewNode) throws(FlowStepFailure) -> [ViewNode] {
        var text: FlowPattern?
        var id: FlowPattern?
        if let source = selector.text { text = try pattern(source) }
        if let source = selector.id { id = try pattern(source) }
        return root.visibleDescendants.filter { node in
            if let enabled = selector.enabled, node.isEnabled != enabled { return false }
            if let id, !(node.identifier.map(id.matches) ?? false) { return false }
            if let text, !node.searchableTexts.contains(where: text.matches) { return false }
            return true
        }
    }

    /// The one element the selector names.
    ///
    /// - Throws: `FlowStepFailure` for nothing found, or several found and no `index`.
    func element(_ selector: FlowSelector, in root: ViewNode) throws(FlowStepFailure) -> ViewNode {
        let found = try matches(selector, in: root)
        let description = Self.description(of: selector)
        guard !found.isEmpty else {
            throw FlowStepFailure(.notFound(selector: description, tree: ""))
        }
        let interactive = found.count > 1 ? found.filter(\.isInteractive) : []
        let preferred = interactive.isEmpty ? found : interactive
        if let index = selector.index {
            guard index < preferred.count else {
                throw FlowStepFailure(.notFound(selector: description, tree: ""))
            }
            return preferred[index]
        }
        guard preferred.count == 1 else {
            throw FlowStepFailure(
                .ambiguous(selector: description, matches: preferred.map(TreeDump.summary), tree: "")
            )
        }
        return preferred[0]
    }

    /// The selector in Maestro's words: `Text matching regex: Log in`, `Id matching regex: x`.
    static func description(of selector: FlowSelector) -> String {
        var parts: [String] = []
        if let text = selector.text { parts.append(ElementSelector.textMatching(text).description) }
        if let id = selector.id { parts.append(ElementSelector.identifierMatching(id).description) }
        if let index = selector.index { parts.append("Index: \(index)") }
        if let enabled = selector.enabled { parts.append("Enabled: \(enabled)") }
        return parts.joined(separator: ", ")
    }

    private func pattern(_ source: String) throws(FlowStepFailure) -> FlowPattern {
        if let cached = patterns[source] { return cached }
        let compiled = try FlowPattern(source)
        patterns[source] = compiled
        return compiled
    }
}
