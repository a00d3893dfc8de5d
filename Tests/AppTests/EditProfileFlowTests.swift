import AppTestSupport
import HeadlessUI
import Testing

@testable import App
@testable import ProfileModule
@testable import SessionStore

/// Edit profile, the Profile module's journey pushed on the Profile tab's stack, in the whole
/// app: what each exit leaves behind.
@MainActor
struct EditProfileFlowTests {
    @Test func saveStoresTheNewValuesAndReturnsToProfileShowingThem() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openEditProfile()
        #expect(try app.driver.element(.identifier("editProfile.name")).value == "Ada Lovelace")
        try app.replaceText(of: "editProfile.name", with: "Grace Hopper")
        try app.replaceText(of: "editProfile.email", with: "grace@example.com")
        try app.driver.tap(.identifier("editProfile.review"))
        try app.driver.tap(.identifier("editProfile.save"))
        #expect(app.session.displayName == "Grace Hopper")
        #expect(app.session.email == "grace@example.com")
        #expect(try app.driver.element(.identifier("profile.name")).label == "Grace Hopper")
        #expect(try app.driver.element(.identifier("profile.email")).label == "grace@example.com")
        #expect(try app.runningJourney() == nil)
    }

    @Test func theSavedValuesOutliveTheLaunch() throws {
        let path = TestApp.freshStatePath()
        let app = try TestApp.launch(statePath: path, loggedIn: true)
        try app.openEditProfile()
        try app.replaceText(of: "editProfile.name", with: "Grace Hopper")
        try app.driver.tap(.identifier("editProfile.review"))
        try app.driver.tap(.identifier("editProfile.save"))
        let relaunched = try TestApp.launch(statePath: path)
        #expect(relaunched.session.displayName == "Grace Hopper")
    }

    @Test func anEmptyNameStaysOnTheFormWithItsMessage() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openEditProfile()
        try app.replaceText(of: "editProfile.name", with: "")
        try app.driver.tap(.identifier("editProfile.review"))
        #expect(try app.driver.element(.identifier("editProfile.error")).label == "Enter your name")
        #expect(app.session.displayName == "Ada Lovelace")
    }

    @Test func aBadEmailStaysOnTheFormWithItsMessage() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openEditProfile()
        try app.replaceText(of: "editProfile.email", with: "grace@")
        try app.driver.tap(.identifier("editProfile.review"))
        #expect(try app.driver.element(.identifier("editProfile.error")).label == "Enter a valid email address")
        #expect(app.session.email == "ada@example.com")
    }

    @Test func backFromReviewKeepsTheFlowAndWhatWasTyped() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openEditProfile()
        try app.replaceText(of: "editProfile.name", with: "Grace Hopper")
        try app.driver.tap(.identifier("editProfile.review"))
        try app.driver.back()
        #expect(try app.driver.element(.identifier("editProfile.name")).value == "Grace Hopper")
        #expect(try app.runningJourney() is EditProfileCoordinator)
    }

    @Test func backAgainEndsTheFlowWithNothingSaved() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openEditProfile()
        try app.replaceText(of: "editProfile.name", with: "Grace Hopper")
        try app.driver.tap(.identifier("editProfile.review"))
        try app.driver.back()
        try app.driver.back()
        #expect(try app.runningJourney() == nil)
        #expect(app.session.displayName == "Ada Lovelace")
        #expect(try app.driver.isVisible(.identifier("profile.edit")))
    }

    @Test func aCancelledSwipeBackEndsNothing() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openEditProfile()
        let navigation = try #require(try app.profileCoordinator().rootViewController as? NavigationController)
        try navigation.beginInteractivePop().cancel()
        #expect(try app.runningJourney() is EditProfileCoordinator)
        #expect(try app.driver.isVisible(.identifier("editProfile.name")))
    }

    @Test func aCompletedSwipeBackEndsTheFlowWithNothingSaved() throws {
        let app = try TestApp.launch(loggedIn: true)
        try app.openEditProfile()
        try app.replaceText(of: "editProfile.name", with: "Grace Hopper")
        try app.driver.swipeBackFromEdge()
        #expect(try app.runningJourney() == nil)
        #expect(app.session.displayName == "Ada Lovelace")
    }
}
