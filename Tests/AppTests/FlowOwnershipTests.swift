import AppTestSupport
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

/// The coordinators' back-references are weak: once the app is dropped, the AppCoordinator and
/// the flow it shows are released. A strong delegate anywhere on the way up keeps them alive.
@MainActor
struct FlowOwnershipTests {
    /// Launches, expects the coordinator tree to go, then drops the app in this scope.
    private func launchAndDrop(loggedIn: Bool, detector: LeakDetector) throws {
        let app = try TestApp.launch(loggedIn: loggedIn)
        detector.expectRelease(app.coordinator, because: "the app was dropped")
        let flow = try #require(app.coordinator.flowCoordinator)
        detector.expectRelease(flow, because: "its AppCoordinator was dropped")
        for child in flow.childCoordinators.all {
            detector.expectRelease(child, because: "its flow was dropped")
        }
    }

    @Test func droppingALoggedOutAppReleasesTheCoordinatorAndThePreLoginFlow() throws {
        let detector = LeakDetector()
        try launchAndDrop(loggedIn: false, detector: detector)
        #expect(detector.check() == [])
    }

    @Test func droppingALoggedInAppReleasesTheCoordinatorAndTheTabFlow() throws {
        let detector = LeakDetector()
        try launchAndDrop(loggedIn: true, detector: detector)
        #expect(detector.check() == [])
    }

    @Test(arguments: ["edit", "report"])
    func droppingAnAppInTheMiddleOfAJourneyReleasesThatJourney(journey: String) throws {
        let detector = LeakDetector()
        do {
            let app = try TestApp.launch(loggedIn: true)
            if journey == "edit" { try app.openEditProfile() } else { try app.openReportProblem() }
            detector.expectRelease(try #require(try app.runningJourney()), because: "the app was dropped")
            detector.expectRelease(app.coordinator, because: "the app was dropped")
        }
        #expect(detector.check() == [])
    }
}
