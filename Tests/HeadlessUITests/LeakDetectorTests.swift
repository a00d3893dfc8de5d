import HeadlessUI
import HeadlessUITesting
import Testing

/// One half of a flow that can hold its partner strongly, to build a deliberate cycle.
@MainActor
final class CyclePartner {
    var partner: CyclePartner?
}

/// A screen that keeps its own action's owner alive, the classic closure cycle.
@MainActor
final class SelfRetainingScreen: ViewController {
    var onClose: (@MainActor () -> Void)?
}

@MainActor
struct LeakDetectorTests {
    let detector = LeakDetector()

    @Test func aDeliberateRetainCycleIsReportedWithTypeAndReason() {
        do {
            let first = CyclePartner()
            let second = CyclePartner()
            first.partner = second
            second.partner = first
            detector.expectRelease(first, because: "the flow ended")
        }
        let leaks = detector.check()
        #expect(leaks.map(\.typeName) == ["CyclePartner"])
        #expect(leaks.first?.reason == "the flow ended")
        #expect(
            leaks.first?.description.hasPrefix("CyclePartner is still alive (expected release: the flow ended)") == true
        )
        #expect(leaks.first?.location.hasPrefix("HeadlessUITests/LeakDetectorTests.swift:") == true)
    }

    @Test func breakingTheCycleLetsTheCheckPass() {
        let first = CyclePartner()
        do {
            let second = CyclePartner()
            first.partner = second
            second.partner = first
            detector.expectRelease(second, because: "the flow ended")
        }
        first.partner = nil
        #expect(detector.check().isEmpty)
    }

    @Test func aScreenCapturingItselfInItsOwnClosureLeaks() {
        do {
            let screen = SelfRetainingScreen()
            screen.onClose = { screen.title = "closed" }
            detector.expectRelease(screen, because: "it was popped")
        }
        #expect(detector.check().map(\.typeName) == ["SelfRetainingScreen"])
    }

    @Test func aScreenCapturingItselfWeaklyIsReleased() {
        do {
            let screen = SelfRetainingScreen()
            screen.onClose = { [weak screen] in screen?.title = "closed" }
            detector.expectRelease(screen, because: "it was popped")
        }
        #expect(detector.check().isEmpty)
    }

    @Test func expectingAReleaseDoesNotKeepTheObjectAlive() {
        weak var observed: CyclePartner?
        do {
            let object = CyclePartner()
            observed = object
            detector.expectRelease(object, because: "unused")
        }
        #expect(observed == nil)
    }

    @Test func checkingClearsTheExpectations() {
        let kept = CyclePartner()
        detector.expectRelease(kept, because: "still used")
        #expect(detector.pendingCount == 1)
        _ = detector.check()
        #expect(detector.pendingCount == 0)
        #expect(detector.check().isEmpty)
    }

    @Test func aPoppedScreenIsReleased() throws {
        let stack = try VisibleStack(root: ViewController())
        do {
            let pushed = FormScreen()
            try stack.navigation.pushViewController(pushed)
            let driver = ScreenDriver(window: stack.window)
            try driver.inputText("ada", into: .identifier("form.email"))
            detector.expectRelease(pushed, because: "it was popped")
        }
        stack.navigation.popViewController()
        #expect(detector.check().isEmpty)
    }

    @Test func aDismissedSheetIsReleased() throws {
        let stack = try VisibleStack(root: ViewController())
        do {
            let sheet = ViewController()
            try stack.navigation.present(sheet)
            detector.expectRelease(sheet, because: "it was swiped down")
        }
        try ScreenDriver(window: stack.window).swipeDownSheet()
        #expect(detector.check().isEmpty)
    }
}
