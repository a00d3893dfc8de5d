import HeadlessUI
import Testing

@MainActor
struct ViewControllerLifecycleTests {
    let log = EventLog()

    @Test func theViewIsNotBuiltUntilItIsFirstNeeded() {
        let screen = RecordingViewController("A", log: log)
        #expect(!screen.isViewLoaded)
        #expect(log.events.isEmpty)
    }

    @Test func viewDidLoadRunsOnceHoweverOftenTheViewIsRead() {
        let screen = RecordingViewController("A", log: log)
        _ = screen.view
        _ = screen.view
        screen.loadViewIfNeeded()
        #expect(log.events == ["A.viewDidLoad"])
    }

    @Test func viewDidLoadRunsBeforeTheFirstViewWillAppear() throws {
        let screen = RecordingViewController("A", log: log)
        let window = Window()
        try window.setRootViewController(screen)
        window.makeKeyAndVisible()
        #expect(log.events == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    }

    @Test func viewDidLoadIsNotRepeatedWhenAScreenAppearsAgain() throws {
        let root = RecordingViewController("A", log: log)
        let stack = try VisibleStack(root: root)
        try stack.navigation.pushViewController(RecordingViewController("B", log: log))
        stack.navigation.popViewController()
        #expect(log.events.filter { $0 == "A.viewDidLoad" }.count == 1)
    }

    @Test func makeKeyAndVisibleMakesTheRootAppearOnlyOnce() throws {
        let screen = RecordingViewController("A", log: log)
        let window = Window()
        try window.setRootViewController(screen)
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        #expect(log.events.filter { $0 == "A.viewDidAppear" }.count == 1)
        #expect(window.isKeyWindow)
        #expect(screen.appearanceState == .appeared)
    }

    @Test func aRootSetBeforeTheWindowIsVisibleDoesNotAppearYet() throws {
        let screen = RecordingViewController("A", log: log)
        let window = Window()
        try window.setRootViewController(screen)
        #expect(log.events.isEmpty)
        #expect(screen.appearanceState == .disappeared)
    }

    @Test func pushMakesTheOldTopDisappearAndTheNewOneAppearInUIKitOrder() throws {
        let stack = try VisibleStack(root: RecordingViewController("A", log: log))
        log.reset()
        try stack.navigation.pushViewController(RecordingViewController("B", log: log))
        #expect(
            log.events == [
                "A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func popMakesTheTopDisappearAndTheOneBelowAppearInUIKitOrder() throws {
        let stack = try VisibleStack(root: RecordingViewController("A", log: log))
        try stack.navigation.pushViewController(RecordingViewController("B", log: log))
        log.reset()
        stack.navigation.popViewController()
        #expect(
            log.events == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func aCompletedInteractivePopSplitsTheCallbacksBetweenBeginAndFinish() throws {
        let stack = try VisibleStack(root: RecordingViewController("A", log: log))
        try stack.navigation.pushViewController(RecordingViewController("B", log: log))
        log.reset()
        let swipe = try stack.navigation.beginInteractivePop()
        #expect(log.events == ["B.viewWillDisappear", "A.viewWillAppear"])
        swipe.finish()
        #expect(
            log.events == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @Test func aCancelledInteractivePopReversesTheCallbacksAndLeavesTheTopOnScreen() throws {
        let stack = try VisibleStack(root: RecordingViewController("A", log: log))
        let top = RecordingViewController("B", log: log)
        try stack.navigation.pushViewController(top)
        log.reset()
        try stack.navigation.beginInteractivePop().cancel()
        #expect(
            log.events == [
                "B.viewWillDisappear", "A.viewWillAppear",
                "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
        #expect(top.appearanceState == .appeared)
    }

    @Test func switchingTabsMakesTheOldTabDisappearAndTheNewOneAppear() throws {
        let tabs = TabBarController()
        try tabs.setViewControllers([RecordingViewController("A", log: log), RecordingViewController("B", log: log)])
        let window = Window()
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        log.reset()
        tabs.selectedIndex = 1
        #expect(
            log.events == [
                "A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func presentingFullScreenMakesThePresenterDisappear() throws {
        let stack = try VisibleStack(root: RecordingViewController("A", log: log))
        let modal = RecordingViewController("M", log: log)
        modal.modalPresentationStyle = .fullScreen
        log.reset()
        try stack.navigation.present(modal)
        #expect(
            log.events == [
                "A.viewWillDisappear", "M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear",
            ])
    }

    @Test func presentingAPageSheetLeavesThePresenterOnScreen() throws {
        let root = RecordingViewController("A", log: log)
        let stack = try VisibleStack(root: root)
        log.reset()
        try stack.navigation.present(RecordingViewController("M", log: log))
        #expect(log.events == ["M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear"])
        #expect(root.appearanceState == .appeared)
    }

    @Test func dismissingFullScreenMakesThePresenterAppearAgain() throws {
        let stack = try VisibleStack(root: RecordingViewController("A", log: log))
        let modal = RecordingViewController("M", log: log)
        modal.modalPresentationStyle = .fullScreen
        try stack.navigation.present(modal)
        log.reset()
        modal.dismiss()
        #expect(
            log.events == ["M.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "M.viewDidDisappear"])
    }

    @Test func dismissingAPageSheetTellsOnlyTheSheet() throws {
        let stack = try VisibleStack(root: RecordingViewController("A", log: log))
        try stack.navigation.present(RecordingViewController("M", log: log))
        log.reset()
        stack.navigation.dismiss()
        #expect(log.events == ["M.viewWillDisappear", "M.viewDidDisappear"])
    }

    @Test func swipingASheetDownMakesItDisappear() throws {
        let stack = try VisibleStack(root: RecordingViewController("A", log: log))
        let sheet = RecordingViewController("M", log: log)
        try stack.navigation.present(sheet)
        log.reset()
        try sheet.dismissBySwipingDown()
        #expect(log.events == ["M.viewWillDisappear", "M.viewDidDisappear"])
    }

    @Test func swappingTheWindowRootMakesTheOldRootDisappearAndTheNewOneAppear() throws {
        let window = Window()
        try window.setRootViewController(RecordingViewController("A", log: log))
        window.makeKeyAndVisible()
        log.reset()
        try window.setRootViewController(
            RecordingViewController("B", log: log), transition: .crossDissolve(duration: 0.3))
        #expect(
            log.events == [
                "A.viewWillDisappear", "B.viewDidLoad", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear",
            ])
    }

    @Test func swappingTheWindowRootAlsoDismissesWhatTheOldRootPresented() throws {
        let window = Window()
        try window.setRootViewController(RecordingViewController("A", log: log))
        window.makeKeyAndVisible()
        let sheet = RecordingViewController("M", log: log)
        try window.rootViewController?.present(sheet)
        log.reset()
        try window.setRootViewController(RecordingViewController("B", log: log))
        #expect(log.events.prefix(2) == ["M.viewWillDisappear", "A.viewWillDisappear"])
        #expect(sheet.appearanceState == .disappeared)
        #expect(sheet.presentingViewController == nil)
    }
}
