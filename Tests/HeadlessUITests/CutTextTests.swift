import HeadlessUITesting
import Testing

@testable import HeadlessUI

private let font = Font(family: "Inter", size: 17, weight: 400, lineHeight: 22)

/// Text a person needs is not cut with "…": rows and buttons wrap, tab labels shrink and then
/// wrap, as Dynamic Type layouts do, and the audit counts any cut a node does not declare.
@MainActor
struct CutTextTests {
    private func window(showing view: ViewNode) throws -> Window {
        let screen = ViewController()
        screen.view = view
        let window = Window()
        try window.setRootViewController(screen)
        window.makeKeyAndVisible()
        return window
    }

    @Test func aLongRowSubtitleWrapsInsteadOfBeingCut() throws {
        let subtitle = String(repeating: "Architektur · Jede Funktion sieht nur ihre eigenen Protokolle. ", count: 3)
        let row = ViewNode(role: .row, label: "Module", value: subtitle, style: NodeStyle(font: font), onTap: {})
        let svg = SVGRenderer().render(try window(showing: ViewNode(role: .stack, children: [row])).screen)
        #expect(!svg.contains("…"))
        #expect(svg.contains("Protokolle."))
    }

    @Test func aLongButtonTitleWrapsInsteadOfBeingCut() throws {
        let title = "Ein Knopf mit einem sehr langen Titel, der nicht auf eine Zeile passt"
        let button = ViewNode(role: .button, label: title, style: NodeStyle(font: font), onTap: {})
        let svg = SVGRenderer().render(try window(showing: ViewNode(role: .stack, children: [button])).screen)
        #expect(!svg.contains("…"))
    }

    @Test func aLongTabLabelShrinksAndWrapsInsteadOfBeingCut() throws {
        let tabs = TabBarController()
        tabs.tabBarStyle = NodeStyle(font: font)
        try tabs.setViewControllers(
            (0..<4).map { index in
                let screen = ViewController()
                screen.view = ViewNode(role: .stack)
                screen.tabBarItem = TabBarItem(title: "Lesezeichen Lesezeichen", identifier: "tab.\(index)")
                return screen
            })
        let window = Window()
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        let svg = SVGRenderer().render(window.screen)
        #expect(!svg.contains("…"))
    }

    @Test func theAuditCountsCutTextANodeDoesNotDeclare() throws {
        // One word wider than a one-line field: the field cuts it.
        let undeclared = ViewNode(role: .textField, label: "E-Mail", identifier: "undeclared")
        undeclared.placeholder = String(repeating: "x", count: 200)
        let declared = ViewNode(role: .textField, label: "E-Mail", identifier: "declared")
        declared.placeholder = String(repeating: "x", count: 200)
        declared.allowsTruncation = true
        let audit = AccessibilityAudit { _, _ in 21 }
        let cut = audit.findings(in: try window(showing: ViewNode(role: .stack, children: [undeclared])).screen)
            .filter { $0.check == .cutText }
        #expect(cut.count == 1)
        let allowed = audit.findings(in: try window(showing: ViewNode(role: .stack, children: [declared])).screen)
            .filter { $0.check == .cutText }
        #expect(allowed.isEmpty)
    }
}
