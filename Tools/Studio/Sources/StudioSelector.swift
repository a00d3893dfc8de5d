import HeadlessUI

/// A way to name one element in a flow file, from the most robust to the least: its
/// identifier, then its text, then its text (or identifier) with an index among the matches.
struct StudioSelector: Equatable, Encodable {
    /// `id`, `text` or `index`, for the page to label it.
    let kind: String
    /// The selector's fields, already written as YAML.
    let fields: [Field]

    /// One `key: value` of a selector.
    struct Field: Equatable, Encodable {
        let key: String
        let value: String
    }

    /// The selectors that name `node` on the screen whose root is `root`, most robust first;
    /// empty when the node has neither identifier nor text.
    static func candidates(for node: ViewNode, in root: ViewNode) -> [StudioSelector] {
        let visible = root.visibleDescendants
        var result: [StudioSelector] = []
        var index: StudioSelector?
        if let identifier = node.identifier {
            let matches = visible.filter { $0.identifier == identifier }
            let id = Field(key: "id", value: StudioYAML.quoted(identifier))
            if names(node, uniquelyAmong: matches) {
                result.append(StudioSelector(kind: "id", fields: [id]))
            } else if let position = preferred(matches).firstIndex(where: { $0 === node }) {
                index = StudioSelector(kind: "index", fields: [id, Field(key: "index", value: String(position))])
            }
        }
        if let text = node.searchableTexts.first, !text.isEmpty {
            let matches = visible.filter { $0.searchableTexts.contains(text) }
            let field = Field(key: "text", value: StudioYAML.quoted(StudioYAML.literalPattern(text)))
            if names(node, uniquelyAmong: matches) {
                result.append(StudioSelector(kind: "text", fields: [field]))
            } else if index == nil, let position = preferred(matches).firstIndex(where: { $0 === node }) {
                index = StudioSelector(kind: "index", fields: [field, Field(key: "index", value: String(position))])
            }
        }
        if let index { result.append(index) }
        return result
    }

    /// Whether a selector matching `matches` picks `node`: it is the only match, or the only
    /// interactive one (tappable elements win, as the flow runner decides).
    private static func names(_ node: ViewNode, uniquelyAmong matches: [ViewNode]) -> Bool {
        if matches.count == 1 { return matches[0] === node }
        let interactive = matches.filter(\.isInteractive)
        return interactive.count == 1 && interactive[0] === node
    }

    /// What `index` counts among, as the flow runner picks: the interactive matches when there
    /// are several matches and any is interactive, else all of them.
    private static func preferred(_ matches: [ViewNode]) -> [ViewNode] {
        let interactive = matches.count > 1 ? matches.filter(\.isInteractive) : []
        return interactive.isEmpty ? matches : interactive
    }

    /// The command `name` on this selector, in block style.
    func command(_ name: String) -> String {
        StudioYAML.command(name, fields.map { ($0.key, $0.value) })
    }
}
