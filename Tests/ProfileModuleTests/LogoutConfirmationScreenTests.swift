import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import ProfileModule

/// The log-out sheet as a person sees it over Profile.
@MainActor
@Suite struct LogoutConfirmationScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func logoutSheet(appearance: Theme.Appearance) throws {
        let harness = try ProfileHarness(appearance: appearance)
        try harness.driver.tap(.identifier("profile.logout"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }
}
