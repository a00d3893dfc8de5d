import HeadlessUI
import NavigationKit
import Testing

@testable import ProfileModule

/// Every exit of both journeys releases the journey: its coordinator, its screens and, for the
/// sheet, its own navigation controller and Router. Live counts stay flat over many rounds.
@MainActor
struct JourneyMemoryTests {
    /// One way out of a journey, from its first screen.
    enum Exit: String, CaseIterable {
        case editSave, editBack, editBackAgain, editSwipeBack
        case reportSend, reportCancel, reportSwipeDown
    }

    /// Enters the journey `exit` leaves, expects its coordinator and every screen it showed to
    /// be released, then leaves it that way.
    private func run(_ exit: Exit, on harness: ProfileHarness, detector: LeakDetector) throws {
        switch exit {
        case .editSave, .editBack, .editBackAgain, .editSwipeBack:
            try harness.driver.tap(.identifier("profile.edit"))
        case .reportSend, .reportCancel, .reportSwipeDown:
            try harness.driver.tap(.identifier("profile.report"))
        }
        try expectJourneyReleased(harness, by: detector, because: exit.rawValue)
        switch exit {
        case .editSave:
            try harness.driver.tap(.identifier("editProfile.review"))
            try expectTopScreenReleased(harness, by: detector, because: exit.rawValue)
            try harness.driver.tap(.identifier("editProfile.save"))
        case .editBack:
            try harness.driver.back()
        case .editBackAgain:
            try harness.driver.tap(.identifier("editProfile.review"))
            try expectTopScreenReleased(harness, by: detector, because: exit.rawValue)
            try harness.driver.back()
            try harness.driver.back()
        case .editSwipeBack:
            try harness.driver.swipeBackFromEdge()
        case .reportSend:
            try harness.writeReport("The feed froze")
            try expectTopScreenReleased(harness, by: detector, because: exit.rawValue)
            try harness.driver.tap(.identifier("report.send"))
        case .reportCancel:
            try harness.driver.tap(.identifier("report.cancel"))
        case .reportSwipeDown:
            try harness.writeReport("The feed froze")
            try harness.driver.swipeDownSheet()
        }
    }

    private func expectJourneyReleased(_ harness: ProfileHarness, by detector: LeakDetector, because reason: String)
        throws
    {
        let journey = try #require(harness.runningJourney)
        detector.expectRelease(journey, because: "\(reason) ends the journey")
        if journey is ReportProblemCoordinator {
            detector.expectRelease(journey.rootViewController, because: "\(reason) dismisses the sheet's stack")
        }
        try expectTopScreenReleased(harness, by: detector, because: reason)
    }

    private func expectTopScreenReleased(_ harness: ProfileHarness, by detector: LeakDetector, because reason: String)
        throws
    {
        // The sheet's journey shows its screens on its own stack, the pushed one on Profile's.
        let journey = try #require(harness.runningJourney)
        let stack =
            journey is ReportProblemCoordinator
            ? try #require(journey.rootViewController as? NavigationController) : harness.navigation
        let screen = try #require(stack.topViewController)
        detector.expectRelease(screen, because: "\(reason) leaves the journey's screen")
    }

    @Test(arguments: Exit.allCases)
    func everyExitReleasesTheJourney(exit: Exit) throws {
        let harness = try ProfileHarness()
        let detector = LeakDetector()
        try run(exit, on: harness, detector: detector)
        #expect(harness.runningJourney == nil)
        #expect(detector.check() == [])
    }

    @Test func aCancelledSwipeBackKeepsTheJourneyAlive() throws {
        let harness = try ProfileHarness()
        try harness.driver.tap(.identifier("profile.edit"))
        weak let journey = harness.runningJourney
        try harness.navigation.beginInteractivePop().cancel()
        #expect(journey != nil)
    }

    @Test(arguments: ["profile.edit", "profile.report"])
    func droppingProfileMidJourneyReleasesTheJourney(button: String) throws {
        let detector = LeakDetector()
        do {
            let harness = try ProfileHarness()
            try harness.driver.tap(.identifier(button))
            detector.expectRelease(try #require(harness.runningJourney), because: "Profile was dropped")
            detector.expectRelease(harness.router, because: "Profile was dropped")
        }
        #expect(detector.check() == [])
    }

    @Test func aThousandRoundsOfEveryExitLeaveLiveCountsWhereTheyStarted() throws {
        let harness = try ProfileHarness()
        let atStart = LiveInstances.snapshot()
        let detector = LeakDetector()
        for exit in Exit.allCases {
            for _ in 0..<1_000 {
                try run(exit, on: harness, detector: detector)
            }
            #expect(detector.check() == [], "\(exit)")
            #expect(LiveInstances.snapshot() == atStart, "\(exit)")
        }
    }
}
