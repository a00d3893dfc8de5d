import HeadlessUI
import HeadlessUITesting

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
            return try Self.visibleMatches(in: root, try predicate(selector), upTo: .max)
        }
        return try matches(selector, in: Layout(root))
    }

    /// Whether at least `count` visible elements of `root` match: an assertion asks, and the walk
    /// stops at the `count`th match.
    func hasMatches(_ selector: MaestroSelector, atLeast count: Int, in root: ViewNode) throws(FlowFileStepFailure)
        -> Bool
    {
        if selector.relations.isEmpty {
            return try Self.visibleMatches(in: root, try predicate(selector), upTo: count).count >= count
        }
        return try matches(selector, in: Layout(root)).count >= count
    }

    /// The first `limit` visible nodes of `root` that `predicate` accepts, in reading order,
    /// found in one walk of the tree that keeps only them: a list of every visible node, made
    /// for each lookup, cost a flow step more than its matching did. Bounded by the tree.
    private static func visibleMatches(in root: ViewNode, _ predicate: FlowFileElementPredicate, upTo limit: Int)
        throws(FlowFileStepFailure) -> [ViewNode]
    {
        var kept: [ViewNode] = []
        var failure: FlowFileStepFailure?
        _ = root.firstVisible { node in
            do throws(FlowFileStepFailure) {
                if try predicate.accepts(node) { kept.append(node) }
            } catch {
                failure = error
                return true
            }
            return kept.count >= limit
        }
        if let failure { throw failure }
        return kept
    }

    private func matches(_ selector: MaestroSelector, in layout: Layout) throws(FlowFileStepFailure) -> [ViewNode] {
        let predicate = try predicate(selector)
        var candidates: [ViewNode] = []
        for node in layout.nodes where try predicate.accepts(node) { candidates.append(node) }
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

    private func predicate(_ selector: MaestroSelector) throws(FlowFileStepFailure) -> FlowFileElementPredicate {
        guard selector.point == nil else {
            throw FlowFileStepFailure.notApplicable("a point on screen needs a device's coordinates")
        }
        guard selector.deviceOnlyKeys.isEmpty else {
            throw FlowFileStepFailure.notApplicable(
                "\(selector.deviceOnlyKeys.joined(separator: ", ")) need a device's layout or a web page")
        }
        return FlowFileElementPredicate(
            text: try selector.text.map { source throws(FlowFileStepFailure) in try pattern(source) },
            id: try selector.id.map { source throws(FlowFileStepFailure) in try pattern(source) },
            enabled: selector.enabled, focused: selector.focused, selected: selector.selected,
            checked: selector.checked)
    }

    /// The one element the selector names.
    ///
    /// - Throws: `FlowFileStepFailure` for nothing found, or several found and no `index`.
    func element(_ selector: MaestroSelector, in root: ViewNode) throws(FlowFileStepFailure) -> ViewNode {
        let found = try matches(selector, in: root)
        // Described only for a failure: every tap finds its element, and the words cost it a few
        // strings.
        guard !found.isEmpty else {
            throw FlowFileStepFailure(.notFound(selector: Self.description(of: selector), tree: ""))
        }
        let interactive = found.count > 1 ? found.filter(\.isInteractive) : []
        let preferred = interactive.isEmpty ? found : interactive
        if let index = selector.index {
            guard index < preferred.count else {
                throw FlowFileStepFailure(.notFound(selector: Self.description(of: selector), tree: ""))
            }
            return preferred[index]
        }
        guard preferred.count == 1 else {
            throw FlowFileStepFailure(
                .ambiguous(
                    selector: Self.description(of: selector), matches: preferred.map(TreeDump.summary), tree: "")
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
