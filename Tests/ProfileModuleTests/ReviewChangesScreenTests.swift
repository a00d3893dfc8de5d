import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import ProfileModule

/// Review changes as a person sees it: the new name and email, and "Save".
@MainActor
@Suite struct ReviewChangesScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func reviewChanges(appearance: Theme.Appearance) throws {
        let harness = try ProfileHarness(appearance: appearance)
        try harness.driver.tap(.identifier("profile.edit"))
        try harness.replaceText(of: "editProfile.name", with: "Grace Hopper")
        try harness.driver.tap(.identifier("editProfile.review"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }
}
