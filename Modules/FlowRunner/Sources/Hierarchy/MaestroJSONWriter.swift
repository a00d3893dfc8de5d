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

    /// `text` as a JSON string, escaped as Jackson escapes it.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
