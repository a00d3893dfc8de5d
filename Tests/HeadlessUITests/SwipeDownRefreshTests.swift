import HeadlessUI
import HeadlessUITesting
import Testing

/// A screen with a list that refreshes when pulled down, and a line above it that does not.
@MainActor
private final class RefreshingScreen: ViewController {
    private(set) var refreshes = 0
    let listRefreshes: Bool

    init(listRefreshes: Bool = true) {
        self.listRefreshes = listRefreshes
        super.init()
    }

    override func loadView() {
        let list = ViewNode(
            role: .list, identifier: "list", children: [ViewNode(role: .row, label: "Row", identifier: "row")])
        if listRefreshes { list.onRefresh = { [weak self] in self?.refreshes += 1 } }
        view = ViewNode(role: .stack, children: [ViewNode(role: .text, label: "Heading"), list])
    }
}

@MainActor
@Suite struct SwipeDownRefreshTests {
    @Test func swipingDownRefreshesTheListThatRefreshes() throws {
        let screen = RefreshingScreen()
        let stack = try VisibleStack(root: screen)
        try ScreenDriver(window: stack.window).swipeDown()
        #expect(screen.refreshes == 1)
    }

    @Test func swipingDownDismissesASheetInsteadOfRefreshingUnderIt() throws {
        let screen = RefreshingScreen()
        let stack = try VisibleStack(root: screen)
        try stack.navigation.present(ViewController())
        try ScreenDriver(window: stack.window).swipeDown()
        #expect(stack.navigation.presentedViewController == nil)
        #expect(screen.refreshes == 0)
    }

    @Test func swipingDownWhereNothingRefreshesSaysSo() throws {
        let stack = try VisibleStack(root: RefreshingScreen(listRefreshes: false))
        let error = #expect(throws: InteractionError.self) { try ScreenDriver(window: stack.window).swipeDown() }
        guard case let .cannotSwipe(reason, _) = error else {
            Issue.record("expected cannotSwipe, got \(String(describing: error))")
            return
        }
        #expect(reason == "no sheet is presented and nothing on screen refreshes")
    }

    @Test func swipingDownOnAnEmptyWindowSaysNothingIsOnScreen() {
        let window = Window()
        window.makeKeyAndVisible()
        let error = #expect(throws: InteractionError.self) { try ScreenDriver(window: window).swipeDown() }
        #expect(error.map { "\($0)" }?.hasPrefix("Nothing on screen") == true)
    }
}
