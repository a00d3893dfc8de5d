import HeadlessUI

/// Finds what a selector names on the top layer, with Maestro's rules: `text` and `id` are
/// whole-string patterns, tappable elements win over the rest, `index` picks among several.
///
/// Relative selectors use reading order, the headless stand-in for layout: `below` and
/// `rightOf` mean "comes after", `above` and `leftOf` "comes before" the other element;
/// `containsChild`, `childOf` and `containsDescendants` use the tree itself. `checked` is
/// the node's selected state (the headless toggles and rows keep it there).
@MainActor
final class FlowFileElementFinder {
    private var patterns: [String: MaestroPattern] = [:]

    /// The visible nodes in reading order, with each one's position and parent.
    @MainActor
    private struct Layout {
        let nodes: [ViewNode]
        let order: [ObjectIdentifier: Int]
        let parents: [ObjectIdentifier: ViewNode]

        init(_ root: ViewNode) {
            nodes = root.visibleDescendants
            var order: [ObjectIdentifier: Int] = [:]
            var parents: [ObjectIdentifier: ViewNode] = [:]
            for (index, node) in nodes.enumerated() {
                order[ObjectIdentifier(node)] = index
                for child in node.children { parents[ObjectIdentifier(child)] = node }
            }
            self.order = order
            self.parents = parents
        }
    }

    /// Every visible element of `root` the selector matches, in reading order.
    func matches(_ selector: MaestroSelector, in root: ViewNode) throws(FlowFileStepFailure) -> [ViewNode] {
        if selector.relations.isEmpty {
            return try Self.filter(root.visibleDescendants, try predicate(selector))
        }
        return try matches(selector, in: Layout(root))
    }

    private func matches(_ selector: MaestroSelector, in layout: Layout) throws(FlowFileStepFailure) -> [ViewNode] {
        var candidates = try Self.filter(layout.nodes, try predicate(selector))
        for relation in selector.relations {
            let others = try matches(relation.selector, in: layout)
            candidates = candidates.filter { Self.holds(relation.kind, node: $0, others: others, layout: layout) }
        }
        return candidates
    }

    private static func holds(_ kind: MaestroSelectorRelation.Kind, node: ViewNode, others: [ViewNode], layout: Layout)
        -> Bool
    {
        let position = layout.order[ObjectIdentifier(node)] ?? 0
        switch kind {
        case .below, .rightOf:
            return others.contains {
                (layout.order[ObjectIdentifier($0)] ?? .max) < position && !$0.visiblyContains(node)
            }
        case .above, .leftOf:
            return others.contains {
                (layout.order[ObjectIdentifier($0)] ?? .min) > position && !node.visiblyContains($0)
            }
        case .containsChild:
            return others.contains { other in node.children.contains { $0 === other } }
        case .childOf:
            guard let parent = layout.parents[ObjectIdentifier(node)] else { return false }
            return others.contains { $0 === parent }
        case .containsDescendant:
            return others.contains { $0 !== node && node.visiblyContains($0) }
        }
    }

    private static func filter(_ nodes: [ViewNode], _ predicate: (ViewNode) throws(FlowFileStepFailure) -> Bool)
        throws(FlowFileStepFailure) -> [ViewNode]
    {
        var kept: [ViewNode] = []
        for node in nodes where try predicate(node) { kept.append(node) }
        return kept
    }

    private func predicate(_ selector: MaestroSelector) throws(FlowFileStepFailure)
        -> (ViewNode) throws(FlowFileStepFailure) -> Bool
    {
        guard selector.point == nil else {
            throw FlowFileStepFailure.notApplicable("a point on screen needs a device's coordinates")
        }
        guard selector.deviceOnlyKeys.isEmpty else {
            throw FlowFileStepFailure.notApplicable(
                "\(selector.deviceOnlyKeys.joined(separator: ", ")) need a device's layout or a web page")
        }
        var text: MaestroPattern?
        var id: MaestroPattern?
        if let source = selector.text { text = try pattern(source) }
        if let source = selector.id { id = try pattern(source) }
        return { node throws(FlowFileStepFailure) in
            if let enabled = selector.enabled, node.isEnabled != enabled { return false }
            if let focused = selector.focused, node.isFocused != focused { return false }
            if let selected = selector.selected, node.isSelected != selected { return false }
            if let checked = selector.checked, node.isSelected != checked { return false }
            if let id {
                guard let identifier = node.identifier, try id.matches(identifier) else { return false }
            }
            if let text, try !Self.any(of: node.searchableTexts, matches: text) { return false }
            return true
        }
    }

    private static func any(of texts: [String], matches pattern: MaestroPattern) throws(FlowFileStepFailure) -> Bool {
        for text in texts where try pattern.matches(text) { return true }
        return false
    }

    /// The one element the selector names.
    ///
    /// - Throws: `FlowFileStepFailure` for nothing found, or several found and no `index`.
    func element(_ selector: MaestroSelector, in root: ViewNode) throws(FlowFileStepFailure) -> ViewNode {
        let found = try matches(selector, in: root)
        let description = Self.description(of: selector)
        guard !found.isEmpty else {
            throw FlowFileStepFailure(.notFound(selector: description, tree: ""))
        }
        let interactive = found.count > 1 ? found.filter(\.isInteractive) : []
        let preferred = interactive.isEmpty ? found : interactive
        if let index = selector.index {
            guard index < preferred.count else {
                throw FlowFileStepFailure(.notFound(selector: description, tree: ""))
            }
            return preferred[index]
        }
        guard preferred.count == 1 else {
            throw FlowFileStepFailure(
                .ambiguous(selector: description, matches: preferred.map(TreeDump.summary), tree: "")
            )
        }
        return preferred[0]
    }

    /// The selector in Maestro's words: `Text matching regex: Log in`, `Id matching regex: x`.
    static func description(of selector: MaestroSelector) -> String {
        var parts: [String] = []
        if let text = selector.text { parts.append(ElementSelector.textMatching(text).description) }
        if let id = selector.id { parts.append(ElementSelector.identifierMatching(id).description) }
        if let index = selector.index { parts.append("Index: \(index)") }
        if let enabled = selector.enabled { parts.append("Enabled: \(enabled)") }
        if let checked = selector.checked { parts.append("Checked: \(checked)") }
        if let focused = selector.focused { parts.append("Focused: \(focused)") }
        if let selected = selector.selected { parts.append("Selected: \(selected)") }
        for relation in selector.relations {
            parts.append("\(relation.kind.rawValue.capitalizedFirst): \(description(of: relation.selector))")
        }
        return parts.joined(separator: ", ")
    }

    private func pattern(_ source: String) throws(FlowFileStepFailure) -> MaestroPattern {
        if let cached = patterns[source] { return cached }
        let compiled = try MaestroPattern(source)
        patterns[source] = compiled
        return compiled
    }
}

extension String {
    /// The text with its first letter in upper case (`below` -> `Below`).
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
