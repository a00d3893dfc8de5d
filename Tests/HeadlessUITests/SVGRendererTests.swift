import Foundation
import Testing

@testable import HeadlessUI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects element names and attributes while checking the document is well-formed XML.
private final class SVGInspector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var texts: [String] = []
    private var currentText = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append((elementName, attributes))
        currentText = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { currentText += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "text" { texts.append(currentText) }
        currentText = ""
    }

    /// `nil` when `svg` is not well-formed.
    static func inspect(_ svg: String) -> SVGInspector? {
        let inspector = SVGInspector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = inspector
        return parser.parse() ? inspector : nil
    }
}

private let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
private let paper = Color(red: 1, green: 1, blue: 1)
private let brand = Color(hex: "#0B57D0") ?? ink
private let font = Font(family: "Inter", size: 17, weight: 400, lineHeight: 22)

@MainActor
private func window(content: ViewNode, title: String = "Home") throws -> Window {
    let screen = ViewController()
    screen.title = title
    screen.view = content
    let navigation = try NavigationController(rootViewController: screen)
    navigation.navigationBarStyle = NodeStyle(foreground: ink, background: paper, font: font)
    navigation.tabBarItem = TabBarItem(title: "Home", identifier: "tab.home")
    let other = ViewController()
    other.tabBarItem = TabBarItem(title: "Profile", identifier: "tab.profile")
    let tabs = TabBarController()
    tabs.tabBarStyle = NodeStyle(foreground: ink, background: paper, font: font)
    tabs.tintColor = brand
    try tabs.setViewControllers([navigation, other])
    let window = Window()
    try window.setRootViewController(tabs)
    window.makeKeyAndVisible()
    return window
}

@MainActor @Test func aScreenIsAWellFormedSVGAtPhoneSize() throws {
    let content = ViewNode(
        role: .stack, style: NodeStyle(background: paper, padding: 16),
        children: [
            ViewNode(role: .text, label: "Hello", style: NodeStyle(foreground: ink, font: font))
        ])
    let svg = SVGRenderer().render(try window(content: content).screen)
    let inspector = try #require(SVGInspector.inspect(svg))
    let root = try #require(inspector.elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["version"] == "1.1")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(root.attributes["width"] == "393")
    #expect(root.attributes["height"] == "852")
    #expect(root.attributes["viewBox"] == "0 0 393 852")
}

@MainActor @Test func theScreenShowsTheStatusAreaTitleContentAndTabs() throws {
    let content = ViewNode(role: .text, label: "Hello", style: NodeStyle(foreground: ink, font: font))
    let svg = SVGRenderer().render(try window(content: content).screen)
    let texts = try #require(SVGInspector.inspect(svg)).texts
    #expect(texts == ["9:41", "Home", "Home", "Profile", "Hello"])
}

@MainActor @Test func theSelectedTabIsDrawnInTheTintColour() throws {
    let svg = SVGRenderer().render(try window(content: ViewNode(role: .stack)).screen)
    let inspector = try #require(SVGInspector.inspect(svg))
    let homeTab = inspector.elements.filter { $0.name == "text" }.dropFirst(2).first
    #expect(homeTab?.attributes["fill"] == "#0B57D0")
}

@MainActor @Test func textIsEscapedSoTheDocumentStaysValid() throws {
    let node = ViewNode(role: .text, label: "Tom & Jerry <3 \"quotes\"", style: NodeStyle(foreground: ink, font: font))
    let inspector = try #require(SVGInspector.inspect(SVGRenderer().render(node)))
    #expect(inspector.texts == ["Tom & Jerry <3 \"quotes\""])
}

@MainActor @Test func hiddenNodesAreNotDrawn() throws {
    let node = ViewNode(
        role: .stack,
        children: [
            ViewNode(role: .text, label: "Shown", style: NodeStyle(font: font)),
            ViewNode(role: .text, label: "Secret", isHidden: true, style: NodeStyle(font: font)),
        ])
    let inspector = try #require(SVGInspector.inspect(SVGRenderer().render(node)))
    #expect(inspector.texts == ["Shown"])
}

@MainActor @Test func translucentColoursUseASeparateOpacity() throws {
    let node = ViewNode(
        role: .text, label: "Faint",
        style: NodeStyle(foreground: Color(red: 0, green: 0, blue: 0, alpha: 0.5), font: font))
    let inspector = try #require(SVGInspector.inspect(SVGRenderer().render(node)))
    let text = try #require(inspector.elements.first { $0.name == "text" })
    #expect(text.attributes["fill"] == "#000000")
    #expect(text.attributes["fill-opacity"] == "0.5")
}

@MainActor @Test func aSecureFieldNeverShowsItsValue() throws {
    let field = ViewNode(role: .secureField, label: "Password", value: "hunter22", style: NodeStyle(font: font))
    let svg = SVGRenderer().render(field)
    #expect(!svg.contains("hunter22"))
    #expect(svg.contains("••••••••"))
}

@MainActor @Test func aPageSheetIsDrawnOverTheDimmedPresenter() throws {
    let window = try window(content: ViewNode(role: .text, label: "Below", style: NodeStyle(font: font)))
    let sheet = ViewController()
    sheet.view = ViewNode(role: .alert, label: "Log out?", style: NodeStyle(background: paper, font: font))
    try window.rootViewController?.present(sheet, animated: false)
    let svg = SVGRenderer().render(window.screen)
    let inspector = try #require(SVGInspector.inspect(svg))
    #expect(inspector.texts.last == "Log out?")
    let dimming = try #require(
        inspector.elements.firstIndex { $0.name == "rect" && $0.attributes["fill-opacity"] == "0.4" })
    let sheetTitle = try #require(inspector.elements.lastIndex { $0.name == "text" })
    #expect(dimming < sheetTitle)
}

@MainActor @Test func aSingleNodeIsAsTallAsItsContent() throws {
    let short = SVGRenderer().render(ViewNode(role: .text, label: "One line", style: NodeStyle(font: font)))
    let root = try #require(SVGInspector.inspect(short)?.elements.first)
    // 16-point margins around one 22-point line.
    #expect(root.attributes["height"] == "54")
}

@MainActor @Test func anEmptyWindowStillGivesAValidPicture() throws {
    let inspector = try #require(SVGInspector.inspect(SVGRenderer().render(Window().screen)))
    #expect(inspector.texts == ["(no screen)"])
}

@MainActor @Test func aComponentCanBeDrawnOnAGivenPage() throws {
    let svg = SVGRenderer().render(ViewNode(role: .text, label: "Hi", style: NodeStyle(font: font)), background: brand)
    let page = try #require(SVGInspector.inspect(svg)?.elements.first { $0.name == "rect" })
    #expect(page.attributes["fill"] == "#0B57D0")
}

@MainActor @Test func theDocumentTitleIsTheNavigationTitle() throws {
    let svg = SVGRenderer().render(try window(content: ViewNode(role: .stack), title: "Bookmarks").screen)
    #expect(svg.contains("<title>Bookmarks</title>"))
}
