import AppTestSupport
import HeadlessUI
import Testing

@testable import App
@testable import ProfileModule
@testable import SessionStore

/// Report a problem, the Profile module's journey presented as a sheet with its own stack, in
/// the whole app: what each exit leaves behind.
@MainActor
struct ReportProblemFlowTests {
    @Test func sendKeepsTheReportInTheOutboxAndProfileSaysSo() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openReportProblem()
        try app.writeReport("The feed froze")
        #expect(try app.driver.element(.identifier("report.summary")).label == "The feed froze")
        try app.driver.tap(.identifier("report.send"))
        #expect(app.session.outbox.map(\.message) == ["The feed froze"])
        #expect(try app.driver.element(.identifier("profile.notice")).label == "Report sent")
        #expect(try app.runningJourney() == nil)
    }

    @Test func theSheetHasItsOwnStackAndBackStaysInIt() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openReportProblem()
        try app.writeReport("The feed froze")
        try app.driver.back()
        #expect(try app.driver.isVisible(.identifier("report.message")))
        let profileStack = try #require(try app.profileCoordinator().rootViewController as? NavigationController)
        #expect(profileStack.viewControllers.count == 1)
        #expect(try app.runningJourney() is ReportProblemCoordinator)
    }

    @Test func anEmptyReportStaysOnTheFormWithItsMessage() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openReportProblem()
        try app.driver.tap(.identifier("report.next"))
        #expect(try app.driver.element(.identifier("report.error")).label == "Describe the problem")
        #expect(app.session.outbox.isEmpty)
    }

    @Test func aHundredThousandCharacterReportIsRefusedStatingTheLimit() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openReportProblem()
        try app.driver.inputText(String(repeating: "x", count: 100_000), into: .identifier("report.message"))
        try app.driver.tap(.identifier("report.next"))
        #expect(
            try app.driver.element(.identifier("report.error")).label
                == "Keep the report to 5000 characters (this one has 100000)")
        #expect(app.shows(.identifier("report.next")))
        #expect(app.session.outbox.isEmpty)
    }

    @Test func cancelDiscardsTheReport() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openReportProblem()
        try app.driver.inputText("The feed froze", into: .identifier("report.message"))
        try app.driver.tap(.identifier("report.cancel"))
        #expect(app.session.outbox.isEmpty)
        #expect(try app.runningJourney() == nil)
        #expect(!app.shows(.identifier("profile.notice")))
    }

    @Test func swipingDownDiscardsTheReport() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openReportProblem()
        try app.writeReport("The feed froze")
        try app.driver.swipeDownSheet()
        #expect(app.session.outbox.isEmpty)
        #expect(try app.runningJourney() == nil)
    }

    @Test func aLinkWhileTheSheetIsUpEndsTheFlow() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openReportProblem()
        _ = app.coordinator.handle("example://home")
        #expect(try app.runningJourney() == nil)
        #expect(app.session.outbox.isEmpty)
    }

    @Test func theOutboxIsKeptAcrossLaunchesAndClearedWithTheSession() throws {
        let path = TestApp.freshStatePath()
        let app = try TestApp.launch(statePath: path, loggedIn: true)
        try app.openReportProblem()
        try app.writeReport("The feed froze")
        try app.driver.tap(.identifier("report.send"))
        let relaunched = try TestApp.launch(statePath: path)
        #expect(relaunched.session.outbox.map(\.message) == ["The feed froze"])
        try relaunched.logOutThroughFlowDelegate()
        #expect(relaunched.session.outbox.isEmpty)
    }
}
