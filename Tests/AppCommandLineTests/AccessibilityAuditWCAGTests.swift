import DesignSystem
import FlowFileHost
import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
private func screen(showing ink: Color) throws -> Screen {
    let controller = ViewController()
    let font = Font(family: "Inter", size: 17, weight: 400, lineHeight: 22)
    controller.view = ViewNode(
        role: .stack, style: NodeStyle(background: Color(red: 1, green: 1, blue: 1), font: font, padding: 16),
        children: [ViewNode(role: .text, label: "Caption", style: NodeStyle(foreground: ink))])
    let window = Window()
    try window.setRootViewController(controller)
    window.makeKeyAndVisible()
    return window.screen
}

/// The audit measures with the same formula that proves the declared token pairs: #767676
/// on white is the lightest grey that still reaches 4.5:1, #777777 just misses.
@MainActor @Test func theWCAGAuditDrawsTheLineWhereTheTokenContrastDoes() throws {
    let passing = try #require(Color(hex: "#767676"))
    let failing = try #require(Color(hex: "#777777"))
    #expect(ContrastRatio.between(passing, Color(red: 1, green: 1, blue: 1)) >= 4.5)
    #expect(AccessibilityAudit.wcag.findings(in: try screen(showing: passing)) == [])
    let findings = AccessibilityAudit.wcag.findings(in: try screen(showing: failing))
    #expect(findings.filter { $0.element == "text \"Caption\"" }.map(\.check) == [.lowContrast])
}
