/// Writes `MaestroTreeNode`s as Jackson's default pretty printer does: two spaces a level,
/// `"name" : value`, arrays opened on the same line (`[ {`), elements joined by `, `, and an
/// empty array as `[ ]`.
struct MaestroJSONWriter {
    /// The text written so far.
    private(set) var text = ""

    /// Writes `node` at `level` levels of indentation (its opening brace is already placed).
    mutating func write(_ node: MaestroTreeNode, level: Int = 0) {
        let inner = String(repeating: "  ", count: level + 1)
        let outer = String(repeating: "  ", count: level)
        text += "{\n"
        text += inner + "\"attributes\" : {\n"
        for (index, (name, value)) in node.attributes.enumerated() {
            text += inner + "  " + Self.quoted(name) + " : " + Self.quoted(value)
            text += index == node.attributes.count - 1 ? "\n" : ",\n"
        }
        text += inner + "},\n"
        text += inner + "\"children\" : ["
        if node.children.isEmpty {
            text += " ],\n"
        } else {
            for (index, child) in node.children.enumerated() {
                text += index == 0 ? " " : ", "
                write(child, level: level + 1)
            }
            text += " ],\n"
        }
        text += inner + "\"enabled\" : \(node.enabled),\n"
        text += inner + "\"focused\" : \(node.focused),\n"
        text += inner + "\"checked\" : \(node.checked),\n"
        text += inner + "\"selected\" : \(node.selected)\n"
        text += outer + "}"
    }

    /// `text` as a JSON string, escaped as Jackson escapes it, and DEL and the C1 controls
    /// escaped as well: the hierarchy is printed on a terminal, whose console would otherwise
    /// escape them again in a notation that is not JSON.
    static func quoted(_ text: String) -> String {
        JSONStringLiteral.quoted(text, uppercaseHex: true, escapingEveryControl: true)
    }
}
