import HeadlessUI
import Testing

@testable import App

/// Every exit of both child flows releases the flow: its coordinator, its screens and, for the
/// sheet, its own navigation controller and Router. Live counts stay flat over many rounds.
@MainActor
struct ChildFlowMemoryTests {
    /// One way out of a child flow, from its first screen.
    enum Exit: String, CaseIterable {
        case editSave, editBack, editBackAgain, editSwipeBack
        case reportSend, reportCancel, reportSwipeDown
    }

    /// Enters the flow `exit` leaves, expects its coordinator and every screen it showed to be
    /// released, then leaves it that way.
    private func run(_ exit: Exit, on app: LaunchedApp, detector: LeakDetector) throws {
        switch exit {
        case .editSave, .editBack, .editBackAgain, .editSwipeBack:
            try app.openEditProfile()
        case .reportSend, .reportCancel, .reportSwipeDown:
            try app.openReportProblem()
        }
        try expectChildFlowReleased(app, by: detector, because: exit.rawValue)
        switch exit {
        case .editSave:
            try app.driver.tap(.identifier("editProfile.review"))
            try expectTopScreenReleased(app, by: detector, because: exit.rawValue)
            try app.driver.tap(.identifier("editProfile.save"))
        case .editBack:
            try app.driver.back()
        case .editBackAgain:
            try app.driver.tap(.identifier("editProfile.review"))
            try expectTopScreenReleased(app, by: detector, because: exit.rawValue)
            try app.driver.back()
            try app.driver.back()
        case .editSwipeBack:
            try app.driver.swipeBackFromEdge()
        case .reportSend:
            try app.writeReport("The feed froze")
            try expectTopScreenReleased(app, by: detector, because: exit.rawValue)
            try app.driver.tap(.identifier("report.send"))
        case .reportCancel:
            try app.driver.tap(.identifier("report.cancel"))
        case .reportSwipeDown:
            try app.writeReport("The feed froze")
            try app.driver.swipeDownSheet()
        }
    }

    private func expectChildFlowReleased(_ app: LaunchedApp, by detector: LeakDetector, because reason: String)
        throws
    {
        let child = try #require(try app.runningChildFlow())
        detector.expectRelease(child, because: "\(reason) ends the child flow")
        if child is ReportProblemCoordinator {
            detector.expectRelease(child.rootViewController, because: "\(reason) dismisses the sheet's stack")
        }
        try expectTopScreenReleased(app, by: detector, because: reason)
    }

    private func expectTopScreenReleased(_ app: LaunchedApp, by detector: LeakDetector, because reason: String)
        throws
    {
        // The sheet's flow shows its screens on its own stack, the pushed flow on the tab's.
        let child = try #require(try app.runningChildFlow())
        let stackOwner: any Coordinator = child is ReportProblemCoordinator ? child : try app.profileCoordinator()
        let navigation = try #require(stackOwner.rootViewController as? NavigationController)
        let screen = try #require(navigation.topViewController)
        detector.expectRelease(screen, because: "\(reason) leaves the flow's screen")
    }

    @Test(arguments: Exit.allCases)
    func everyExitReleasesTheChildFlow(exit: Exit) throws {
        let app = try TestApp.launch(loggedIn: true)
        let detector = LeakDetector()
        try run(exit, on: app, detector: detector)
        #expect(try app.runningChildFlow() == nil)
        #expect(detector.check() == [])
    }

    @Test func aCancelledSwipeBackKeepsTheFlowAlive() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openEditProfile()
        weak let child = try app.runningChildFlow()
        let navigation = try #require(try app.profileCoordinator().rootViewController as? NavigationController)
        try navigation.beginInteractivePop().cancel()
        #expect(child != nil)
    }

    @Test func aThousandRoundsOfEveryExitLeaveLiveCountsWhereTheyStarted() throws {
        // In memory: the rounds measure the flows, not a thousand rewrites of the state file.
        let app = try AppLauncher.launch(LaunchOptions(keepsStateInMemory: true))
        try app.logInThroughFlowDelegate()
        _ = app.coordinator.handle("example://profile")
        let atStart = LiveInstances.snapshot()
        let detector = LeakDetector()
        for exit in Exit.allCases {
            for _ in 0..<1_000 {
                try run(exit, on: app, detector: detector)
            }
            #expect(detector.check() == [], "\(exit)")
            #expect(LiveInstances.snapshot() == atStart, "\(exit)")
        }
    }
}
