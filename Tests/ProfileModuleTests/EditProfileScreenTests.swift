import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import ProfileModule

/// Edit profile as a person sees it: filled with today's values, and with a refused name.
@MainActor
@Suite struct EditProfileScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func editProfile(appearance: Theme.Appearance) throws {
        let harness = try ProfileHarness(appearance: appearance)
        try harness.driver.tap(.identifier("profile.edit"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func editProfileWithABlankName(appearance: Theme.Appearance) throws {
        let harness = try ProfileHarness(appearance: appearance)
        try harness.driver.tap(.identifier("profile.edit"))
        try harness.replaceText(of: "editProfile.name", with: "   ")
        try harness.driver.tap(.identifier("editProfile.review"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }
}
