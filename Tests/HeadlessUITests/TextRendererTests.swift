import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
struct TextRendererTests {
    @Test func aStackInsideATabBarShowsBackButtonTitleContentAndSelectedTab() throws {
        let scene = try TabbedScene()
        let render = TextRenderer().render(scene.window.screen)
        if let failure = TextSnapshot.verify(render, named: "text") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func aSheetIsDrawnOverTheLowerPartOfTheScreen() throws {
        let scene = try TabbedScene()
        try scene.presentSheet()
        let render = TextRenderer().render(scene.window.screen)
        if let failure = TextSnapshot.verify(render, named: "text") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func everyLineHasTheFixedWidth() throws {
        let scene = try TabbedScene()
        try scene.presentSheet()
        for width in [TextRenderer.minimumWidth, 33, TextRenderer.defaultWidth, 80] {
            let lines = TextRenderer(width: width).render(scene.window.screen).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count == width }, "width \(width)")
        }
    }

    @Test func aWidthBelowTheMinimumIsRaisedToIt() {
        #expect(TextRenderer(width: 3).width == TextRenderer.minimumWidth)
    }

    @Test func anEmptyScreenSaysSo() {
        #expect(TextRenderer().render(Window().screen).contains("(no screen)"))
    }

    @Test func aSecureFieldShowsDotsInsteadOfItsValue() {
        let field = ViewNode(role: .secureField, label: "Password", value: "hunter22")
        let render = TextRenderer().render(field)
        #expect(render.contains("Password: [••••••••]"))
        #expect(!render.contains("hunter22"))
    }

    @Test func aHiddenNodeIsNotDrawn() {
        let node = ViewNode(role: .stack, children: [ViewNode(role: .text, label: "Secret", isHidden: true)])
        #expect(!TextRenderer().render(node).contains("Secret"))
    }

    @Test func aLongTitleIsCutWithAnEllipsisInsteadOfWideningTheFrame() {
        let node = ViewNode(role: .button, label: String(repeating: "x", count: 100))
        let lines = TextRenderer(width: 30).render(node).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count == 30 })
        #expect(lines.contains { $0.contains("…") })
    }

    @Test func controlCharactersInAnyNodeAreShownInsteadOfSentToTheTerminal() {
        let hostile = "\u{1B}[31mRED\u{1B}[0m\r\nX\0"
        let field = ViewNode(role: .textField, label: "Search", value: hostile)
        field.isFocused = true
        let screen = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .text, label: hostile),
                ViewNode(role: .button, label: hostile),
                field,
                ViewNode(role: .row, label: hostile, value: hostile),
                ViewNode(role: .image, label: hostile),
                ViewNode(role: .alert, label: hostile),
                ViewNode(
                    role: .stack, axis: .horizontal,
                    children: [ViewNode(role: .button, label: hostile), ViewNode(role: .text, label: hostile)]),
            ])
        let render = TextRenderer().render(screen)
        #expect(!holdsControlCharactersBesidesLineFeeds(render))
        #expect(render.contains("\\u{1B}[31mRED"))
        #expect(render.split(separator: "\n").allSatisfy { $0.count == TextRenderer.defaultWidth })
    }

    @Test func aNavigationTitleWithControlCharactersKeepsTheFrame() throws {
        let navigation = NavigationController()
        let root = ViewController()
        root.title = "Title\u{1B}[2J\r"
        try navigation.setViewControllers([root], animated: false)
        let window = Window()
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
        let render = TextRenderer().render(window.screen)
        #expect(!holdsControlCharactersBesidesLineFeeds(render))
        #expect(render.contains("Title\\u{1B}[2J\\r"))
        #expect(render.split(separator: "\n").allSatisfy { $0.count == TextRenderer.defaultWidth })
    }

    @Test func aNestingDeeperThanTheFrameIsCutInsteadOfWideningIt() {
        var node = ViewNode(role: .text, label: "leaf")
        for level in 0..<12 { node = ViewNode(role: .row, label: "\(level)", children: [node]) }
        let lines = TextRenderer(width: TextRenderer.minimumWidth).render(node).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count == TextRenderer.minimumWidth })
        #expect(lines.contains { $0.contains("…") })
    }

    @Test func wideCharactersAndCombiningMarksAreCutBetweenCharactersAndStayValidText() throws {
        let text = "中文 e\u{301}\u{301} 😀 " + String(repeating: "中e\u{301}", count: 20)
        let node = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .button, label: text), ViewNode(role: .row, label: text, value: text),
                ViewNode(role: .image, label: text),
            ])
        for width in [TextRenderer.minimumWidth, 21, 33] {
            let render = TextRenderer(width: width).render(node)
            #expect(String(validating: Array(render.utf8), as: UTF8.self) == render, "width \(width)")
            #expect(render.split(separator: "\n").allSatisfy { TextWidth.columns(of: $0) == width }, "width \(width)")
            #expect(render.contains("…"), "width \(width)")
        }
    }
}
