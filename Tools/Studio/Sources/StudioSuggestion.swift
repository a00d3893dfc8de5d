import HeadlessUI

/// A command that fits an inspected element, in Maestro's syntax, for the page to offer
/// with a copy button.
public struct StudioSuggestion: Encodable, Equatable {
    /// What the selector names the element by: `id`, `text` or `index`.
    let selector: String
    /// The command (one or more list items).
    let command: String

    /// The commands that fit `node` on the screen whose root is `root`: for each selector,
    /// most robust first, a tap where the node takes taps (and typing where it takes text),
    /// then an assertion that it is visible.
    static func suggestions(for node: ViewNode, in root: ViewNode) -> [StudioSuggestion] {
        StudioSelector.candidates(for: node, in: root).flatMap { selector in
            var commands: [String] = []
            if node.isInteractive { commands.append(selector.command("tapOn")) }
            if node.isEditable {
                let example = node.role == .secureField ? "password" : (node.placeholder ?? "text")
                commands.append(
                    selector.command("tapOn") + StudioYAML.command("inputText", StudioYAML.quoted(example)))
            }
            commands.append(selector.command("assertVisible"))
            if node.displayText != nil, !node.isEditable { commands.append(selector.command("copyTextFrom")) }
            return commands.map { StudioSuggestion(selector: selector.kind, command: $0) }
        }
    }
}
