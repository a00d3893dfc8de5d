import Testing

@testable import HeadlessUI

private let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
private let paper = Color(red: 1, green: 1, blue: 1)
private let font = Font(family: "Inter", size: 17, weight: 400, lineHeight: 22)

@MainActor
private func tabbedWindow(symbols: [String?]) throws -> Window {
    let tabs = TabBarController()
    tabs.tabBarStyle = NodeStyle(foreground: ink, background: paper, font: font)
    try tabs.setViewControllers(
        symbols.enumerated().map { index, symbol in
            let screen = ViewController()
            screen.view = ViewNode(role: .stack, style: NodeStyle(background: paper))
            screen.tabBarItem = TabBarItem(title: "Tab \(index)", image: symbol, identifier: "tab.\(index)")
            return screen
        })
    let window = Window()
    try window.setRootViewController(tabs)
    window.makeKeyAndVisible()
    return window
}

@MainActor @Test func aTabIconIsTheGlyphItsItemNames() throws {
    let svg = SVGRenderer().render(try tabbedWindow(symbols: ["house", "bookmark"]).screen)
    let house = try #require(SVGSymbols.glyph(named: "house")?.path)
    let bookmark = try #require(SVGSymbols.glyph(named: "bookmark")?.path)
    #expect(svg.contains("d=\"\(house)\""))
    #expect(svg.contains("d=\"\(bookmark)\""))
    #expect(!svg.contains("<circle"))
}

@MainActor @Test func aTabWithoutAKnownSymbolStillShowsAMark() throws {
    let svg = SVGRenderer().render(try tabbedWindow(symbols: [nil, "no.such.symbol"]).screen)
    #expect(svg.components(separatedBy: "<circle").count - 1 == 2)
}

@MainActor @Test func aPageSheetsPresenterIsShrunkIntoADimmedCardBehindIt() throws {
    let window = try tabbedWindow(symbols: ["house"])
    let sheet = ViewController()
    sheet.view = ViewNode(role: .alert, label: "Log out?", style: NodeStyle(background: paper, font: font))
    try window.rootViewController?.present(sheet, animated: false)
    let picture = SVGRenderer().picture(of: window.screen)
    let scale = (SVGRenderer.phoneWidth - 2 * SVGRenderer.presenterInset) / SVGRenderer.phoneWidth
    #expect(picture.document.contains("scale(\(SVGCanvas.number(scale)))"))
    // Every shape of the presenter lies inside the inset card.
    let presenterFills = picture.canvas.shapes[..<picture.topLayerStart].compactMap { shape -> SVGCanvas.Rect? in
        guard case let .fill(frame, _) = shape, frame.width < SVGRenderer.phoneWidth else { return nil }
        return frame
    }
    #expect(!presenterFills.isEmpty)
    #expect(presenterFills.allSatisfy { $0.x >= SVGRenderer.presenterInset - 0.01 })
    #expect(picture.document.contains("fill-opacity=\"0.4\""))
}

@MainActor @Test func aSheetAtTheMediumDetentCoversHalfTheScreenAndLeavesThePresenterFullSize() throws {
    let window = try tabbedWindow(symbols: ["house"])
    let sheet = ViewController()
    sheet.view = ViewNode(role: .alert, label: "Log out?", style: NodeStyle(background: paper, font: font))
    sheet.sheetDetents = [.medium, .large]
    try window.rootViewController?.present(sheet, animated: false)
    #expect(window.screen.topLayer?.sheetDetent == .medium)
    let picture = SVGRenderer().picture(of: window.screen)
    // The presenter is not shrunk into a card, and the sheet starts halfway down.
    #expect(!picture.document.contains("scale("))
    let sheetFills = picture.canvas.shapes[picture.topLayerStart...].compactMap { shape -> SVGCanvas.Rect? in
        guard case let .fill(frame, _) = shape else { return nil }
        return frame
    }
    #expect(sheetFills.first?.y == SVGRenderer.mediumSheetTop)
    #expect(TextRenderer().render(window.screen).contains("sheet, medium"))
}

@MainActor @Test func aSheetOpensAtLargeUnlessItsDetentsSayOtherwise() throws {
    let window = try tabbedWindow(symbols: ["house"])
    let sheet = ViewController()
    sheet.view = ViewNode(role: .alert, label: "Log out?")
    try window.rootViewController?.present(sheet, animated: false)
    #expect(window.screen.topLayer?.sheetDetent == .large)
    sheet.sheetDetents = []
    #expect(window.screen.topLayer?.sheetDetent == .large)
}
