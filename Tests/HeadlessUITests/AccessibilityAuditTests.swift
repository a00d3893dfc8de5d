import Foundation
import Testing

@testable import HeadlessUI
@testable import HeadlessUITesting

private let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
private let paper = Color(red: 1, green: 1, blue: 1)
private let font = Font(family: "Inter", size: 17, weight: 400, lineHeight: 22)

/// The WCAG 2 formula, written out here so these tests do not lean on a layer above.
private func wcagRatio(_ foreground: Color, _ background: Color) -> Double {
    func linear(_ channel: Double) -> Double {
        channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    func luminance(_ color: Color) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
    let shown = AccessibilityDrawnChecks.blend(foreground, onto: background)
    let first = luminance(shown)
    let second = luminance(background)
    return (max(first, second) + 0.05) / (min(first, second) + 0.05)
}

private let audit = AccessibilityAudit(contrastRatio: wcagRatio)

@MainActor
private func screen(_ content: ViewNode) throws -> Screen {
    try window(content).screen
}

@MainActor
private func window(_ content: ViewNode) throws -> Window {
    let controller = ViewController()
    controller.title = "Audit"
    controller.view = ViewNode(
        role: .stack, style: NodeStyle(foreground: ink, background: paper, font: font, padding: 16), children: [content]
    )
    let navigation = try NavigationController(rootViewController: controller)
    navigation.navigationBarStyle = NodeStyle(foreground: ink, background: paper, font: font, padding: 16)
    let window = Window()
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    return window
}

@MainActor
private func checks(_ content: ViewNode) throws -> [AccessibilityCheck] {
    try audit.findings(in: screen(content)).map(\.check)
}

private let button = NodeStyle(foreground: paper, background: ink, font: font, padding: 12)

@MainActor @Test func aWellMadeScreenHasNoFindings() throws {
    let content = ViewNode(
        role: .stack, style: NodeStyle(spacing: 8),
        children: [
            ViewNode(role: .text, label: "Welcome back"),
            ViewNode(role: .button, label: "Log in", identifier: "login", style: button, onTap: {}),
            ViewNode(role: .button, label: "Register", identifier: "register", style: button, onTap: {}),
        ])
    #expect(try audit.findings(in: screen(content)) == [])
}

@MainActor @Test func aButtonWithoutALabelIsFound() throws {
    let content = ViewNode(role: .button, identifier: "close", style: button, onTap: {})
    #expect(try checks(content) == [.missingLabel])
}

@MainActor @Test func twoElementsWithOneIdentifierAreFound() throws {
    let content = ViewNode(
        role: .stack,
        children: [
            ViewNode(role: .text, label: "One", identifier: "same"),
            ViewNode(role: .text, label: "Two", identifier: "same"),
        ])
    #expect(try checks(content) == [.duplicateIdentifier])
}

@MainActor @Test func twoSiblingButtonsAnnouncedAlikeAreFound() throws {
    let content = ViewNode(
        role: .stack, style: NodeStyle(spacing: 8),
        children: [
            ViewNode(role: .button, label: "Remove", identifier: "remove.1", style: button, onTap: {}),
            ViewNode(role: .button, label: "Remove", identifier: "remove.2", style: button, onTap: {}),
        ])
    #expect(try checks(content) == [.duplicateLabel])
}

@MainActor @Test func faintTextIsFoundFromTheColoursDrawnNotFromTokens() throws {
    // #999999 on white is 2.85:1; nothing declares the pair, the picture shows it.
    let grey = Color(hex: "#999999") ?? ink
    let content = ViewNode(role: .text, label: "Terms apply", style: NodeStyle(foreground: grey))
    let findings = try audit.findings(in: screen(content))
    #expect(findings.map(\.check) == [.lowContrast])
    #expect(findings.first?.message.contains("#999999 on #FFFFFF is 2.84:1, needs 4.5:1") == true)
}

@MainActor @Test func largeTextNeedsOnlyThreeToOne() throws {
    let grey = Color(hex: "#888888") ?? ink  // 3.54:1 on white
    let large = Font(family: "Inter", size: 28, weight: 700, lineHeight: 34)
    let heading = ViewNode(role: .text, label: "Big", style: NodeStyle(foreground: grey, font: large))
    #expect(try checks(heading) == [])
    let body = ViewNode(role: .text, label: "Small", style: NodeStyle(foreground: grey))
    #expect(try checks(body) == [.lowContrast])
}

@MainActor @Test func textIsMeasuredAgainstTheFillUnderItAndItsOpacity() throws {
    // White text at half opacity on a mid-grey card: neither colour alone tells.
    let card = Color(hex: "#777777") ?? ink
    let content = ViewNode(
        role: .stack, style: NodeStyle(background: card, padding: 8),
        children: [
            ViewNode(
                role: .text, label: "Caption",
                style: NodeStyle(foreground: Color(red: 1, green: 1, blue: 1, alpha: 0.5)))
        ])
    #expect(try checks(content) == [.lowContrast])
}

@MainActor @Test func aDisabledControlIsExemptFromContrast() throws {
    let content = ViewNode(role: .button, label: "Send", isEnabled: false, style: button, onTap: {})
    #expect(try checks(content) == [])
}

@MainActor @Test func aTapTargetUnder44PointsIsFound() throws {
    // Horizontal stacks share the width: eleven buttons on a phone are 28 points wide each.
    let buttons = (1...11).map {
        ViewNode(role: .button, label: "\($0)", identifier: "key.\($0)", style: button, onTap: {})
    }
    let content = ViewNode(role: .stack, axis: .horizontal, children: buttons)
    let findings = try audit.findings(in: screen(content))
    #expect(Set(findings.map(\.check)) == [.smallTapTarget])
    #expect(findings.count == 11)
}

@MainActor @Test func textRunningPastItsElementIsFound() throws {
    // An image draws its label inside a square; a long label does not fit.
    let content = ViewNode(role: .image, label: "Ada Lovelace, Countess of Lovelace")
    #expect(try checks(content) == [.clippedText])
}

@MainActor @Test func linesDrawnOverEachOtherAreFound() throws {
    let lines = [
        SVGDrawnText(
            content: "First", frame: .init(x: 0, y: 0, width: 100, height: 22), font: font, color: ink, bounds: nil,
            clip: nil, owner: nil),
        SVGDrawnText(
            content: "Second", frame: .init(x: 50, y: 10, width: 100, height: 22), font: font, color: ink,
            bounds: nil, clip: nil, owner: nil),
        SVGDrawnText(
            content: "Apart", frame: .init(x: 0, y: 40, width: 100, height: 22), font: font, color: ink, bounds: nil,
            clip: nil, owner: nil),
    ]
    #expect(SVGLayoutCheck.overlaps(among: lines).count == 1)
}

@MainActor @Test func onlyTheTopLayerIsAudited() throws {
    let below = ViewNode(role: .button, identifier: "unlabelled", style: button, onTap: {})
    let presenter = try window(below)
    let sheet = ViewController()
    sheet.view = ViewNode(
        role: .stack, style: NodeStyle(foreground: ink, background: paper, font: font, padding: 16),
        children: [ViewNode(role: .button, label: "Close", style: button, onTap: {})])
    try presenter.rootViewController?.present(sheet, animated: false)
    #expect(audit.findings(in: presenter.screen) == [])
}

private let accessibility5 = Font(family: "Inter", size: 53, weight: 400, lineHeight: 69)

@MainActor @Test func aFieldLabelWrapsAtTheLargestTextSizeInsteadOfRunningOff() throws {
    let field = ViewNode(
        role: .secureField, label: "Confirm password", identifier: "confirm",
        style: NodeStyle(foreground: ink, background: paper, border: ink, font: accessibility5, padding: 8),
        onTextChange: { _ in })
    #expect(try checks(field) == [])
}

@MainActor @Test func aLineScrolledUnderTheTabBarDoesNotCountAsOverlappingIt() {
    let bar = SVGCanvas.Rect(x: 0, y: 700, width: 393, height: 83)
    var visible = SVGDrawnText(
        content: "›", frame: .init(x: 360, y: 690, width: 10, height: 69), font: accessibility5, color: ink,
        bounds: nil, clip: nil, owner: nil)
    visible.clip = SVGCanvas.Rect(x: 0, y: 98, width: 393, height: bar.y - 98)
    let tab = SVGDrawnText(
        content: "Profile", frame: .init(x: 320, y: 730, width: 60, height: 22), font: font, color: ink, bounds: nil,
        clip: nil, owner: nil)
    #expect(SVGLayoutCheck.overlaps(among: [visible, tab]) == [])
    visible.clip = nil
    #expect(SVGLayoutCheck.overlaps(among: [visible, tab]).count == 1)
}

@MainActor
private func field(border: Color?, fill: Color? = nil, isEnabled: Bool = true) -> ViewNode {
    ViewNode(
        role: .textField, label: "Email", identifier: "email", isEnabled: isEnabled,
        style: NodeStyle(background: fill, border: border, padding: 12), onTextChange: { _ in })
}

@MainActor @Test func aFieldWhoseBorderFadesIntoThePageIsFound() throws {
    // #D5D8DD on white is 1.42:1: the box a person types into barely shows.
    let findings = try audit.findings(in: screen(field(border: Color(hex: "#D5D8DD"))))
    #expect(findings.map(\.check) == [.lowNonTextContrast])
    #expect(findings.first?.message == "border #D5D8DD on #FFFFFF is 1.42:1, needs 3.0:1 to be made out")
    #expect(findings.first?.element == "textField #email \"Email\"")
}

@MainActor @Test func aFieldShowsByItsBorderOrByItsFill() throws {
    #expect(try checks(field(border: Color(hex: "#7A808A"))) == [])  // 4.0:1
    #expect(try checks(field(border: Color(hex: "#D5D8DD"), fill: Color(hex: "#5C626B"))) == [])
    #expect(try checks(field(border: Color(hex: "#D5D8DD"), isEnabled: false)) == [])
}

@MainActor @Test func aSwitchWhoseTrackFadesIntoThePageIsFound() throws {
    let faint = Color(hex: "#D5D8DD")
    let off = ViewNode(
        role: .toggle, label: "Notifications", identifier: "notifications",
        style: NodeStyle(foreground: faint, border: faint, padding: 12), onTap: {})
    #expect(try checks(off).contains(.lowNonTextContrast))
    let clear = ViewNode(
        role: .toggle, label: "Notifications", identifier: "notifications",
        style: NodeStyle(border: Color(hex: "#7A808A"), padding: 12), onTap: {})
    #expect(try !checks(clear).contains(.lowNonTextContrast))
}
