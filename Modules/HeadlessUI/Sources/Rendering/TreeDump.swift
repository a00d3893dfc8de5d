/// The indented tree of a screen: one line per visible node with its role, label, identifier,
/// value and state, two spaces per level. What a test failure prints so a person can see
/// what was there.
@MainActor
public enum TreeDump {
    /// The whole visible tree under `root`.
    public static func render(_ root: ViewNode) -> String {
        var lines: [String] = []
        append(root, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    /// One node on one line, e.g. `button "Log in" #welcome.login [disabled]`.
    public static func summary(_ node: ViewNode) -> String {
        var parts = [node.role.rawValue]
        if let label = node.label { parts.append(quoted(label)) }
        if let identifier = node.identifier { parts.append("#" + TerminalText.visible(identifier)) }
        if let shown = node.shownValue, !shown.isEmpty { parts.append("value=" + quoted(shown)) }
        if let placeholder = node.placeholder { parts.append("placeholder=" + quoted(placeholder)) }
        var states: [String] = []
        if !node.isEnabled { states.append("disabled") }
        if node.isSelected { states.append("selected") }
        if node.isFocused { states.append("focused") }
        if !states.isEmpty { parts.append("[" + states.joined(separator: ", ") + "]") }
        return parts.joined(separator: " ")
    }

    private static func append(_ node: ViewNode, depth: Int, to lines: inout [String]) {
        guard !node.isHidden else { return }
        lines.append(String(repeating: "  ", count: depth) + summary(node))
        for child in node.children {
            append(child, depth: depth + 1, to: &lines)
        }
    }

    /// Quoted on one line, with no control character left to act on the terminal.
    private static func quoted(_ text: String) -> String {
        "\"" + TerminalText.visible(text) + "\""
    }
}
