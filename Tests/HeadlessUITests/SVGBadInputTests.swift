import HeadlessUITesting
import Testing

@testable import HeadlessUI

private let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
private let paper = Color(red: 1, green: 1, blue: 1)
private let body = Font(family: "Inter", size: 17, weight: 400, lineHeight: 22)
private let largest = Font(family: "Inter", size: 53, weight: 400, lineHeight: 69)
private let audit = AccessibilityAudit(contrastRatio: { _, _ in 21 })

/// Texts no layout should be surprised by.
private let awkwardTexts = [
    String(repeating: "lorem ipsum ", count: 8_334),  // 100,008 characters
    String(repeating: "x", count: 100_000),
    "Supercalifragilisticexpialidociousnessfulness",
    "שלום עולם مرحبا بالعالم",
    "e\u{301}e\u{301}e\u{301} Ame\u{301}lie Zoe\u{308}",
    "👩‍👩‍👧‍👦 🇫🇷 👍🏽 emoji in a row 😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀",
    "",
    "zero\u{200B}width\u{200B}spaces\u{200B}between\u{200B}every\u{200B}word\u{200B}of\u{200B}this\u{200B}line",
]

/// A pushed screen titled `text` whose content shows `text` as running text, a row, a button
/// and a field, drawn at `font`.
@MainActor
private func screen(showing text: String, font: Font) throws -> Screen {
    let root = ViewController()
    root.title = text
    root.view = ViewNode(role: .stack)
    let navigation = try NavigationController(rootViewController: root)
    navigation.navigationBarStyle = NodeStyle(foreground: ink, background: paper, font: font, padding: 8)
    let detail = ViewController()
    detail.title = text
    detail.view = ViewNode(
        role: .stack, style: NodeStyle(foreground: ink, background: paper, font: font, padding: 16, spacing: 8),
        children: [
            ViewNode(role: .text, label: text),
            ViewNode(role: .row, label: text, value: text, style: NodeStyle(padding: 12), onTap: {}),
            ViewNode(role: .button, label: text.isEmpty ? "Go" : text, style: NodeStyle(padding: 12), onTap: {}),
            ViewNode(role: .textField, label: text.isEmpty ? "Name" : text, value: text, onTextChange: { _ in }),
        ])
    try navigation.pushViewController(detail, animated: false)
    let window = Window()
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    return window.screen
}

@MainActor @Test(arguments: awkwardTexts)
func awkwardTextIsLaidOutWithoutOverlapOrClipping(text: String) throws {
    for font in [body, largest] {
        let layoutFindings = audit.findings(in: try screen(showing: text, font: font)).filter {
            $0.check == .overlappingText || $0.check == .clippedText
        }
        #expect(layoutFindings == [], "\(font.size) pt: \(layoutFindings.prefix(3))")
    }
}

@Test func aWordWiderThanTheLineBreaksBetweenCharactersAndKeepsThemAll() {
    let word = String(repeating: "W", count: 200)
    let lines = SVGTextFitting.wrap(word, width: 100, font: body)
    #expect(lines.count > 1)
    #expect(lines.joined() == word)
    #expect(lines.allSatisfy { SVGTextMeasure.width(of: $0, font: body) <= 100 })
}

@Test func truncatedTextEndsInAnEllipsisAndFits() {
    let text = String(repeating: "lorem ipsum ", count: 8_334)
    let tail = SVGTextFitting.truncatingTail(text, width: 200, font: body)
    let middle = SVGTextFitting.truncatingMiddle(text, width: 200, font: body)
    #expect(tail.hasSuffix("…"))
    #expect(middle.contains("…"))
    #expect(SVGTextMeasure.width(of: tail, font: body) <= 200)
    #expect(SVGTextMeasure.width(of: middle, font: body) <= 200)
}
