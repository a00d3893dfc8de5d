import Testing

@testable import HeadlessUI
@testable import HeadlessUITesting

private let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
private let paper = Color(red: 1, green: 1, blue: 1)
private let font = Font(family: "Inter", size: 17, weight: 600, lineHeight: 22)

/// A pushed screen titled `title` over a root titled `previous`; the bar's texts as drawn.
@MainActor
private func barTexts(title: String, previous: String = "Explore") throws -> [SVGDrawnText] {
    let root = ViewController()
    root.title = previous
    root.view = ViewNode(role: .stack)
    let navigation = try NavigationController(rootViewController: root)
    navigation.navigationBarStyle = NodeStyle(foreground: ink, background: paper, font: font, padding: 16)
    let detail = ViewController()
    detail.title = title
    detail.view = ViewNode(role: .stack)
    try navigation.pushViewController(detail, animated: false)
    let window = Window()
    try window.setRootViewController(navigation)
    window.makeKeyAndVisible()
    let picture = SVGRenderer().picture(of: window.screen)
    return picture.canvas.shapes.compactMap { shape in
        // The bar's texts are the ones drawn inside its band under the status area.
        let band = SVGRenderer.statusAreaHeight...(SVGRenderer.statusAreaHeight + SVGRenderer.navigationBarHeight)
        guard case let .text(text) = shape, band.contains(text.frame.y), band.contains(text.frame.maxY) else {
            return nil
        }
        return text
    }
}

@MainActor @Test func aShortTitleIsCentredBesideTheFullBackLabel() throws {
    let texts = try barTexts(title: "Detail")
    #expect(texts.map(\.content) == ["Explore", "Detail"])
    let title = try #require(texts.last)
    #expect(abs(title.frame.x + title.frame.width / 2 - SVGRenderer.phoneWidth / 2) < 0.01)
}

@MainActor @Test func aLongTitleNeverRunsIntoTheBackButton() throws {
    let texts = try barTexts(title: "Naïve singletons and the coordinators that replace them")
    #expect(SVGLayoutCheck.overlaps(among: texts) == [])
    // Nor into the chevron, drawn as a path at the leading padding.
    let title = try #require(texts.last)
    #expect(title.frame.x >= 16 + SVGNavigationBarLayout.chevronWidth)
    #expect(texts.allSatisfy { SVGLayoutCheck.escape(of: $0) == nil })
}

@MainActor @Test func theBackLabelShortensToBackThenToTheChevron() throws {
    let medium = try barTexts(title: "Coordinators", previous: "A very long previous title")
    #expect(medium.map(\.content) == ["Back", "Coordinators"])
    let long = try barTexts(title: "Coordinators and routers", previous: "Explore")
    // The chevron is a path; the only text left is the whole title.
    #expect(long.map(\.content) == ["Coordinators and routers"])
}

@MainActor @Test func aTitleTooLongEvenBesideTheChevronIsCutInTheMiddle() throws {
    let title = "Naïve singletons and the coordinators that replace them"
    let drawn = try #require(try barTexts(title: title).last?.content)
    #expect(drawn.contains("…"))
    #expect(drawn.hasPrefix("Naïve"))
    #expect(drawn.hasSuffix("them"))
}
