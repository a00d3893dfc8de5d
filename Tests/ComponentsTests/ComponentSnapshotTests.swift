import DesignSystem
import HeadlessUI
import HeadlessUITesting
import Testing

@testable import Components

/// The text render and the tree (with resolved styles) of every gallery component, one
/// reference file per component.
@MainActor
private func verifyGallery(_ appearance: Theme.Appearance, testName: String = #function) throws {
    let theme = try DesignTokens.bundled().theme(appearance)
    for entry in ComponentGallery(theme: theme).entries {
        let text = TextRenderer().render(entry.node) + "\n" + styledTree(entry.node, depth: 0) + "\n"
        if let failure = TextSnapshot.verify(text, named: entry.name, testName: testName) {
            Issue.record(Comment(rawValue: failure))
        }
    }
}

@MainActor
private func styledTree(_ node: ViewNode, depth: Int) -> String {
    guard !node.isHidden else { return "" }
    let style = node.style
    var parts: [String] = []
    if let color = style.foreground { parts.append("fg=\(color)") }
    if let color = style.background { parts.append("bg=\(color)") }
    if let color = style.border { parts.append("border=\(color)") }
    if let font = style.font { parts.append("font=\(font.family)/\(Int(font.size))/\(font.weight)") }
    if let radius = style.cornerRadius { parts.append("radius=\(Int(radius))") }
    if let padding = style.padding { parts.append("padding=\(Int(padding))") }
    if let spacing = style.spacing { parts.append("spacing=\(Int(spacing))") }
    let line =
        String(repeating: "  ", count: depth) + TreeDump.summary(node)
        + (parts.isEmpty ? "" : "  {" + parts.joined(separator: " ") + "}")
    return ([line] + node.children.map { styledTree($0, depth: depth + 1) }.filter { !$0.isEmpty })
        .joined(separator: "\n")
}

@MainActor @Test func everyComponentInTheLightTheme() throws {
    try verifyGallery(.light)
}

@MainActor @Test func everyComponentInTheDarkTheme() throws {
    try verifyGallery(.dark)
}
