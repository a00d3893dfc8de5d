import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
struct TreeDumpTests {
    @Test func theTreeOfATabbedStackWithASheetShowsOnlyTheSheet() throws {
        let scene = try TabbedScene()
        try scene.presentSheet()
        let tree = try ScreenDriver(window: scene.window).currentTree()
        if let failure = TextSnapshot.verify(tree, named: "tree") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func theTreeOfATabbedStackIndentsEachLevel() throws {
        let scene = try TabbedScene()
        let tree = try ScreenDriver(window: scene.window).currentTree()
        if let failure = TextSnapshot.verify(tree, named: "tree") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func aSummaryNamesRoleLabelIdentifierValueAndState() {
        let node = ViewNode(
            role: .textField, label: "Email", identifier: "login.email", value: "a@b.c", isEnabled: false)
        node.isFocused = true
        #expect(TreeDump.summary(node) == "textField \"Email\" #login.email value=\"a@b.c\" [disabled, focused]")
    }

    @Test func aSummaryNeverShowsASecureValue() {
        let node = ViewNode(role: .secureField, label: "Password", value: "hunter22")
        #expect(TreeDump.summary(node) == "secureField \"Password\" value=\"••••••••\"")
    }

    @Test func aLineBreakInALabelStaysOnOneLine() {
        #expect(TreeDump.summary(ViewNode(role: .text, label: "one\ntwo")) == "text \"one\\ntwo\"")
    }

    @Test func controlCharactersInEveryFieldAreShownOnOneLinePerNode() {
        let hostile = "\u{1B}[31mRED\r\nX\0"
        let root = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .textField, label: hostile, identifier: hostile, value: hostile, placeholder: hostile),
                ViewNode(role: .text, label: "plain"),
            ])
        let tree = TreeDump.render(root)
        #expect(!holdsControlCharactersBesidesLineFeeds(tree))
        #expect(tree.split(separator: "\n").count == 3)
        #expect(tree.contains("#\\u{1B}[31mRED\\r\\nX\\0"))
    }

    @Test func hiddenNodesAndTheirChildrenAreLeftOut() {
        let root = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .stack, isHidden: true, children: [ViewNode(role: .text, label: "Inner")]),
                ViewNode(role: .text, label: "Shown"),
            ])
        #expect(TreeDump.render(root) == "stack\n  text \"Shown\"")
    }
}
