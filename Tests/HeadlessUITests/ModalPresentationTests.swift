import HeadlessUI
import Testing

/// Remembers what a sheet's presentation told its delegate, and can refuse a swipe.
@MainActor
final class PresentationDelegateSpy: PresentationControllerDelegate {
    var allowsSwipe = true
    private(set) var asked = 0
    private(set) var attempts = 0
    private(set) var dismissed: [ViewController] = []

    func presentationControllerShouldDismiss(_ presented: ViewController) -> Bool {
        asked += 1
        return allowsSwipe
    }

    func presentationControllerDidAttemptToDismiss(_ presented: ViewController) {
        attempts += 1
    }

    func presentationControllerDidDismiss(_ presented: ViewController) {
        dismissed.append(presented)
    }
}

@MainActor
struct ModalPresentationTests {
    let root = ViewController()
    let sheet = ViewController()

    @Test func presentingLinksPresenterAndPresented() throws {
        let stack = try VisibleStack(root: root)
        var completed = false
        try root.present(sheet) { completed = true }
        #expect(completed)
        #expect(stack.navigation.presentedViewController === sheet)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.presentingViewController === stack.navigation)
    }

    @Test func presentingTwiceIsATypedErrorNamingBothControllers() throws {
        let stack = try VisibleStack(root: root)
        try stack.navigation.present(sheet)
        final class SecondSheet: ViewController {}
        let error = #expect(throws: PresentationError.self) {
            try root.present(SecondSheet())
        }
        #expect(
            error
                == .alreadyPresenting(
                    presenter: "NavigationController", presented: "ViewController", attempted: "SecondSheet"))
        #expect(
            error?.description
                == "cannot present SecondSheet: NavigationController is already presenting ViewController; dismiss it first"
        )
        #expect(stack.navigation.presentedViewController === sheet)
    }

    @Test func presentingFromOutsideAWindowIsATypedError() {
        #expect(throws: PresentationError.notInWindowHierarchy(presenter: "ViewController")) {
            try root.present(sheet)
        }
    }

    @Test func aPresentedControllerCanPresentOnTopOfItself() throws {
        let stack = try VisibleStack(root: root)
        let top = ViewController()
        try stack.navigation.present(sheet)
        try sheet.present(top)
        #expect(stack.window.screen.layers.count == 3)
        #expect(top.presentingViewController === sheet)
    }

    @Test func dismissingFromThePresentedControllerDismissesIt() throws {
        let stack = try VisibleStack(root: root)
        try stack.navigation.present(sheet)
        var completed = false
        sheet.dismiss { completed = true }
        #expect(completed)
        #expect(stack.navigation.presentedViewController == nil)
        #expect(sheet.presentingViewController == nil)
    }

    @Test func dismissingWhenNothingIsPresentedDoesNothing() throws {
        let stack = try VisibleStack(root: root)
        var completed = false
        stack.navigation.dismiss { completed = true }
        #expect(!completed)
        #expect(root.appearanceState == .appeared)
    }

    @Test func dismissingAStackOfPresentationsFromTheBottomRemovesThemAll() throws {
        let stack = try VisibleStack(root: root)
        let top = ViewController()
        try stack.navigation.present(sheet)
        try sheet.present(top)
        stack.navigation.dismiss()
        #expect(stack.window.screen.layers.count == 1)
        #expect(top.appearanceState == .disappeared)
        #expect(sheet.appearanceState == .disappeared)
    }

    @Test func intermediateFullScreenPresentationsDoNotReappearWhenTheStackIsDismissed() throws {
        let log = EventLog()
        let stack = try VisibleStack(root: RecordingViewController("A", log: log))
        let middle = RecordingViewController("B", log: log)
        let top = RecordingViewController("C", log: log)
        middle.modalPresentationStyle = .fullScreen
        top.modalPresentationStyle = .fullScreen
        try stack.navigation.present(middle)
        try middle.present(top)
        log.reset()
        stack.navigation.dismiss()
        #expect(
            log.events == ["C.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "C.viewDidDisappear"])
    }

    @Test func swipingASheetDownDismissesItAndTellsTheDelegate() throws {
        let stack = try VisibleStack(root: root)
        let spy = PresentationDelegateSpy()
        sheet.presentationDelegate = spy
        try stack.navigation.present(sheet)
        try sheet.dismissBySwipingDown()
        #expect(stack.navigation.presentedViewController == nil)
        #expect(identical(spy.dismissed, [sheet]))
    }

    @Test func dismissingInCodeDoesNotTellThePresentationDelegate() throws {
        let stack = try VisibleStack(root: root)
        let spy = PresentationDelegateSpy()
        sheet.presentationDelegate = spy
        try stack.navigation.present(sheet)
        sheet.dismiss()
        #expect(spy.dismissed.isEmpty)
    }

    @Test func aSheetThatIsModalInPresentationRefusesTheSwipe() throws {
        let stack = try VisibleStack(root: root)
        let spy = PresentationDelegateSpy()
        sheet.presentationDelegate = spy
        sheet.isModalInPresentation = true
        try stack.navigation.present(sheet)
        #expect(throws: PresentationError.notSwipeable("ViewController", reason: .modalInPresentation)) {
            try sheet.dismissBySwipingDown()
        }
        #expect(stack.navigation.presentedViewController === sheet)
        #expect(spy.attempts == 1)
        #expect(spy.dismissed.isEmpty)
    }

    @Test func aModalInPresentationSheetDoesNotAskTheDelegate() throws {
        let stack = try VisibleStack(root: root)
        let spy = PresentationDelegateSpy()
        sheet.presentationDelegate = spy
        sheet.isModalInPresentation = true
        try stack.navigation.present(sheet)
        _ = try? sheet.dismissBySwipingDown()
        #expect(spy.asked == 0)
    }

    @Test func aScreenInsideAPresentedStackCanMakeTheSheetModal() throws {
        let stack = try VisibleStack(root: root)
        let form = ViewController()
        let presentedStack = try NavigationController(rootViewController: form)
        try stack.navigation.present(presentedStack)
        form.isModalInPresentation = true
        #expect(throws: PresentationError.self) {
            try presentedStack.dismissBySwipingDown()
        }
        #expect(stack.navigation.presentedViewController === presentedStack)
    }

    @Test func theDelegateCanRefuseTheSwipeWithItsOwnReason() throws {
        let stack = try VisibleStack(root: root)
        let spy = PresentationDelegateSpy()
        spy.allowsSwipe = false
        sheet.presentationDelegate = spy
        try stack.navigation.present(sheet)
        let error = #expect(throws: PresentationError.self) { try sheet.dismissBySwipingDown() }
        #expect(error == .notSwipeable("ViewController", reason: .delegateRefused))
        #expect(spy.attempts == 1)
    }

    @Test func aFullScreenPresentationCannotBeSwipedDown() throws {
        let stack = try VisibleStack(root: root)
        sheet.modalPresentationStyle = .fullScreen
        try stack.navigation.present(sheet)
        #expect(throws: PresentationError.notSwipeable("ViewController", reason: .presentedFullScreen)) {
            try sheet.dismissBySwipingDown()
        }
    }

    @Test func swipingDownAControllerThatIsNotPresentedIsATypedError() throws {
        let stack = try VisibleStack(root: root)
        #expect(throws: PresentationError.notPresented("NavigationController")) {
            try stack.navigation.dismissBySwipingDown()
        }
    }

    @Test func aPresentationBeforeTheWindowIsVisibleAppearsWithTheWindow() throws {
        let log = EventLog()
        let window = Window()
        let base = RecordingViewController("A", log: log)
        try window.setRootViewController(base)
        try base.present(RecordingViewController("M", log: log))
        #expect(!log.events.contains("M.viewWillAppear"))
        window.makeKeyAndVisible()
        #expect(log.events.suffix(2) == ["M.viewWillAppear", "M.viewDidAppear"])
    }
}
