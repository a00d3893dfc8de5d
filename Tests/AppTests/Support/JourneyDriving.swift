import HeadlessUI
import NavigationKit
import Testing

@testable import App
@testable import ProfileModule
@testable import SessionStore

/// Steps through the Profile module's journeys as a person would, on a launched app.
extension LaunchedApp {
    /// The Profile tab's coordinator.
    func profileCoordinator() throws -> ProfileCoordinator {
        let main = try #require(coordinator.flowCoordinator as? MainTabBarCoordinator)
        return try #require(main.tabCoordinators.compactMap { $0 as? ProfileCoordinator }.first)
    }

    /// The journey the Profile module runs now, if any: kept by the module's own coordinator,
    /// which the Profile tab's coordinator keeps as its child.
    func runningJourney() throws -> (any Coordinator)? {
        let module = try #require(try profileCoordinator().childCoordinators.all.first as? ProfileJourneys)
        return module.childCoordinators.all.first
    }

    /// Shows Profile, then taps "Edit profile".
    func openEditProfile() throws {
        _ = coordinator.handle("example://profile")
        try driver.tap(.identifier("profile.edit"))
    }

    /// Replaces the text of the field `identifier` with `text`.
    func replaceText(of identifier: String, with text: String) throws {
        try driver.tap(.identifier(identifier))
        try driver.eraseText()
        try driver.inputText(text)
    }

    /// Shows Profile, then taps "Report a problem".
    func openReportProblem() throws {
        _ = coordinator.handle("example://profile")
        try driver.tap(.identifier("profile.report"))
    }

    /// Writes `message` on Report a problem and goes on to Send report?.
    func writeReport(_ message: String) throws {
        try driver.inputText(message, into: .identifier("report.message"))
        try driver.tap(.identifier("report.next"))
    }
}
