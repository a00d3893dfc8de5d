import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
struct RightToLeftTextRenderTests {
    private func render(_ scene: TabbedScene, width: Int = TextRenderer.defaultWidth) -> String {
        scene.window.layoutDirection = .rightToLeft
        return TextRenderer(width: width).render(scene.window.screen)
    }

    @Test func aStackInsideATabBarIsMirroredWithTheBackButtonAtTheRightAndTheFirstTabRightmost() throws {
        let render = render(try TabbedScene())
        if let failure = TextSnapshot.verify(render, named: "text") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func aSheetOverARightToLeftScreenIsMirroredToo() throws {
        let scene = try TabbedScene()
        try scene.presentSheet()
        let render = render(scene)
        if let failure = TextSnapshot.verify(render, named: "text") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func aRowPutsItsBulletAtTheRightAndItsChevronAtTheLeftPointingLeft() throws {
        let scene = try TabbedScene()
        _ = scene.navigation.popViewController(animated: false)
        let lines = render(scene).split(separator: "\n")
        #expect(lines.contains { $0.hasSuffix("‹ Swift 6 on Linux • │") })
        // The subtitle is indented from the right edge, under the row's title.
        #expect(lines.contains { $0.hasSuffix(" A pattern   │") })
    }

    @Test func everyMirroredLineHasTheFixedWidth() throws {
        let scene = try TabbedScene()
        try scene.presentSheet()
        for width in [TextRenderer.minimumWidth, 33, TextRenderer.defaultWidth, 80] {
            let lines = render(scene, width: width).split(separator: "\n")
            #expect(lines.allSatisfy { $0.count == width }, "width \(width)")
        }
    }

    @Test func aTitleWithNoRoomBesideTheBackButtonIsCutAndTheBackButtonStaysWhole() throws {
        let scene = try TabbedScene()
        scene.detail.title = "Strict concurrency everywhere, and no UIKit in sight"
        let bar = render(scene, width: 30).split(separator: "\n")[1]
        #expect(bar.hasSuffix("  Home › │"))
        #expect(bar.contains("…"))
    }

    @Test func fieldsButtonsAndTogglesPlaceTheirRunsMirrored() {
        let form = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .textField, label: "Email", value: "zoe@example.com"),
                ViewNode(role: .button, label: "Sign in", isEnabled: false),
                ViewNode(role: .toggle, label: "Dark mode", isSelected: true),
            ])
        let lines = TextRenderer().render(form, layoutDirection: .rightToLeft).split(separator: "\n")
        #expect(lines[1].hasSuffix(" [zoe@example.com] Email: │"))
        #expect(lines[2].hasSuffix(" (disabled) [ Sign in ] │"))
        #expect(lines[3].hasSuffix(" [on]  Dark mode • │"))
    }

    @Test func anIndentDeeperThanTheLineStaysInsideTheFrame() {
        // Each level of nesting indents by two columns: 40 levels overflow a 20-column frame.
        var node = ViewNode(role: .row, label: "Deep")
        for _ in 0..<40 { node = ViewNode(role: .row, label: "Level", children: [node]) }
        let lines = TextRenderer(width: TextRenderer.minimumWidth).render(node, layoutDirection: .rightToLeft)
            .split(separator: "\n")
        #expect(lines.count == 43)
        #expect(lines.allSatisfy { $0.count == TextRenderer.minimumWidth })
    }
}

@MainActor @Test func aTitleWithoutABackButtonStaysCentredRightToLeft() throws {
    let scene = try TabbedScene()
    _ = scene.navigation.popViewController(animated: false)
    scene.window.layoutDirection = .rightToLeft
    let bar = TextRenderer().render(scene.window.screen).split(separator: "\n")[1]
    let leftToRight = try TabbedScene()
    _ = leftToRight.navigation.popViewController(animated: false)
    let expected = TextRenderer().render(leftToRight.window.screen).split(separator: "\n")[1]
    // A centred title is the same both ways.
    #expect(bar == expected)
}
