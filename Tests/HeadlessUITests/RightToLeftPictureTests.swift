import HeadlessUITesting
import Testing

@testable import HeadlessUI

private let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
private let paper = Color(red: 1, green: 1, blue: 1)
private let font = Font(family: "Inter", size: 17, weight: 400, lineHeight: 22)
private let style = NodeStyle(foreground: ink, background: paper, font: font, padding: 16, spacing: 8)

/// The tabbed scene (Home's detail pushed over the feed, three tabs) drawn in `direction`.
@MainActor
private func tabbedPicture(_ direction: LayoutDirection, poppingToTheFeed: Bool = false) throws -> SVGPicture {
    let scene = try TabbedScene()
    if poppingToTheFeed { _ = scene.navigation.popViewController(animated: false) }
    scene.window.layoutDirection = direction
    return SVGRenderer().picture(of: scene.window.screen)
}

/// The texts drawn, by what they say.
@MainActor
private func texts(in picture: SVGPicture) -> [String: SVGDrawnText] {
    var found: [String: SVGDrawnText] = [:]
    for case let .text(text) in picture.canvas.shapes { found[text.content] = text }
    return found
}

/// The first text drawn among `shapes` that `match` accepts.
private func firstText(in shapes: ArraySlice<SVGDrawnShape>, where match: (SVGDrawnText) -> Bool) -> SVGDrawnText? {
    for case let .text(text) in shapes where match(text) { return text }
    return nil
}

/// The tap targets drawn, by identifier, in drawing order.
@MainActor
private func targets(in picture: SVGPicture) -> [(identifier: String, frame: SVGCanvas.Rect)] {
    picture.canvas.shapes.compactMap { shape in
        guard case let .target(frame, element) = shape, let identifier = element.identifier else { return nil }
        return (identifier, frame)
    }
}

@MainActor @Test func aRowsTitleIsAtTheRightAndItsChevronAtTheLeftPointingLeftInRightToLeft() throws {
    let picture = try tabbedPicture(.rightToLeft, poppingToTheFeed: true)
    let drawn = texts(in: picture)
    let title = try #require(drawn["Swift 6 on Linux"])
    // The row has no padding of its own, so its title ends at the phone's right edge.
    #expect(abs(title.frame.maxX - SVGRenderer.phoneWidth) < 0.01)
    let chevron = try #require(drawn["‹"])
    #expect(chevron.frame.x < 0.01)
    #expect(drawn["›"] == nil)
}

@MainActor @Test func aRowsFrameInRightToLeftIsItsLeftToRightFrameSeenInAMirror() throws {
    let leftToRight = targets(in: try tabbedPicture(.leftToRight, poppingToTheFeed: true))
    let rightToLeft = targets(in: try tabbedPicture(.rightToLeft, poppingToTheFeed: true))
    #expect(leftToRight.map(\.identifier) == rightToLeft.map(\.identifier))
    for (left, right) in zip(leftToRight, rightToLeft) {
        #expect(abs(right.frame.x - (SVGRenderer.phoneWidth - left.frame.maxX)) < 0.01, "\(left.identifier)")
        #expect(right.frame.width == left.frame.width && right.frame.y == left.frame.y, "\(left.identifier)")
    }
}

@MainActor @Test func theBackButtonIsAtTheRightWithItsChevronPointingRightAndTheTitleStaysCentred() throws {
    let picture = try tabbedPicture(.rightToLeft)
    let drawn = texts(in: picture)
    let back = try #require(firstText(in: picture.canvas.shapes[...]) { $0.owner?.identifier == "nav.back" })
    #expect(back.frame.x > SVGRenderer.phoneWidth / 2)
    let backTarget = try #require(targets(in: picture).first { $0.identifier == "nav.back" })
    #expect(abs(backTarget.frame.maxX - SVGRenderer.phoneWidth) < 0.01)
    let title = try #require(drawn["Swift 6 on Linux"])
    #expect(abs(title.frame.x + title.frame.width / 2 - SVGRenderer.phoneWidth / 2) < 0.01)
    // The chevron's path is mirrored about its own grid, so it points to the right edge.
    #expect(picture.document.contains("\(SVGNavigationBarLayout.chevron)\" transform=\"translate("))
    #expect(picture.document.contains("scale(-1 1)"))
}

@MainActor @Test func theFirstTabIsTheRightmostInRightToLeft() throws {
    let tabs = targets(in: try tabbedPicture(.rightToLeft)).filter { $0.identifier.hasPrefix("tab.") }
    #expect(tabs.map(\.identifier) == ["tab.home", "tab.explore", "tab.profile"])
    #expect(tabs.map(\.frame.x) == tabs.map(\.frame.x).sorted(by: >))
    #expect(abs((tabs.first?.frame.maxX ?? 0) - SVGRenderer.phoneWidth) < 0.01)
}

@MainActor @Test func tabGlyphsMoveWithTheirTabButKeepTheirShape() throws {
    let scene = try TabbedScene()
    scene.navigation.tabBarItem = TabBarItem(title: "Home", image: "house", identifier: "tab.home")
    scene.window.layoutDirection = .rightToLeft
    let document = SVGRenderer().render(scene.window.screen)
    let house = try #require(document.split(separator: "\n").first { $0.contains(SVGSymbols.glyphs["house"]!.path) })
    #expect(!house.contains("scale(-1 1)"))
}

@MainActor @Test func textFieldsAndTheirLabelsStartAtTheRightEdgeInRightToLeft() throws {
    let field = ViewNode(role: .textField, label: "Email", identifier: "form.email", value: "zoe@example.com")
    let form = ViewNode(role: .stack, style: style, children: [field])
    let document = SVGRenderer().render(form, layoutDirection: .rightToLeft)
    // The component is drawn inside a 16-point margin, and the form pads by 16 more.
    #expect(document.contains(">Email</text>"))
    let lines = document.split(separator: "\n")
    let label = try #require(lines.first { $0.hasSuffix(">Email</text>") })
    #expect(label.contains("x=\"\(SVGCanvas.number(SVGRenderer.phoneWidth - 32))\""))
    #expect(label.contains("text-anchor=\"end\""))
    // Latin text keeps its own direction: no `direction` attribute, so the address reads as typed.
    let value = try #require(lines.first { $0.hasSuffix(">zoe@example.com</text>") })
    #expect(!value.contains("direction="))
}

@MainActor @Test func arabicTextIsDrawnRightToLeftSoItsNumbersKeepTheirPlace() throws {
    let text = ViewNode(role: .text, label: "٣ إشارات: 42 items")
    let document = SVGRenderer().render(
        ViewNode(role: .stack, style: style, children: [text]), layoutDirection: .rightToLeft)
    let line = try #require(document.split(separator: "\n").first { $0.contains("إشارات") })
    // Right to left, SVG's start is the right end: the line starts at the leading (right) padding.
    #expect(line.contains("direction=\"rtl\""))
    #expect(!line.contains("text-anchor"))
    #expect(line.contains("x=\"\(SVGCanvas.number(SVGRenderer.phoneWidth - 32))\""))
}

@MainActor @Test func aNodeForcedLeftToRightKeepsItsLayoutOnARightToLeftScreen() throws {
    let phone = ViewNode(role: .row, label: "+49 30 1234567", identifier: "profile.phone", onTap: {})
    phone.forcedLayoutDirection = .leftToRight
    let mirrored = ViewNode(role: .row, label: "Mirrored", identifier: "profile.other", onTap: {})
    let list = ViewNode(role: .list, style: style, children: [phone, mirrored])
    var canvas = SVGCanvas(horizontal: .mirrored(width: 200))
    _ = SVGNodeLayout().draw(list, x: 0, y: 0, width: 200, inherited: .init(), into: &canvas)
    var drawn: [String: SVGDrawnText] = [:]
    for case let .text(text) in canvas.shapes { drawn[text.content] = text }
    // Forced left to right: title at the left padding, chevron at the right, pointing right.
    #expect(try #require(drawn["+49 30 1234567"]).frame.x == 16)
    #expect(try #require(drawn["›"]).frame.maxX == 200 - 16)
    // Its sibling follows the screen.
    #expect(try #require(drawn["Mirrored"]).frame.maxX == 200 - 16)
    #expect(try #require(drawn["‹"]).frame.x == 16)
}

@MainActor @Test func aNodeForcedRightToLeftMirrorsOnALeftToRightScreen() throws {
    let row = ViewNode(role: .row, label: "Title", identifier: "row", onTap: {})
    row.forcedLayoutDirection = .rightToLeft
    var canvas = SVGCanvas()
    _ = SVGNodeLayout().draw(
        ViewNode(role: .list, style: style, children: [row]), x: 0, y: 0, width: 200, inherited: .init(),
        into: &canvas)
    var drawn: [String: SVGDrawnText] = [:]
    for case let .text(text) in canvas.shapes { drawn[text.content] = text }
    #expect(try #require(drawn["Title"]).frame.maxX == 200 - 16)
    #expect(try #require(drawn["‹"]).frame.x == 16)
}

@MainActor @Test func aPageSheetOverARightToLeftScreenIsMirroredToo() throws {
    let scene = try TabbedScene()
    try scene.presentSheet()
    scene.window.layoutDirection = .rightToLeft
    let picture = SVGRenderer().picture(of: scene.window.screen)
    let question = try #require(firstText(in: picture.topLayerShapes) { $0.content == "Log out?" })
    // The sheet's content has no padding of its own: its first line ends at the right edge.
    #expect(abs(question.frame.maxX - SVGRenderer.phoneWidth) < 0.01)
    #expect(
        picture.topLayerShapes.allSatisfy { shape in
            guard case let .text(text) = shape else { return true }
            return SVGLayoutCheck.escape(of: text) == nil
        })
}

@MainActor @Test func aTapAtAPointReachesTheMirroredFrameRightToLeft() throws {
    var tapped: [String] = []
    let scene = try TabbedScene()
    _ = scene.navigation.popViewController(animated: false)
    let first = try #require(scene.navigation.viewControllers.first?.view.children.first)
    first.onTap = { tapped.append("first row") }
    scene.window.layoutDirection = .rightToLeft
    let driver = ScreenDriver(window: scene.window)
    let frames = DrawnScreen(scene.window.screen).tapTargets
    let row = try #require(frames.first { $0.node === first }?.frame)
    let home = try #require(frames.first { $0.node.identifier == "tab.home" }?.frame)
    // The first tab is the rightmost, and a point there selects it.
    #expect(abs(home.x + home.width - SVGRenderer.phoneWidth) < 0.01)
    #expect(try driver.element(atX: SVGRenderer.phoneWidth - 10, y: home.y + 10)?.identifier == "tab.home")
    try driver.tap(atX: row.x + row.width - 10, y: row.y + row.height / 2)
    #expect(tapped == ["first row"])
}

@MainActor @Test func aTapWhereNothingTakesTapsSaysSo() throws {
    let scene = try TabbedScene()
    scene.window.layoutDirection = .rightToLeft
    #expect(throws: InteractionError.self) { try ScreenDriver(window: scene.window).tap(atX: 200, y: 20) }
}
