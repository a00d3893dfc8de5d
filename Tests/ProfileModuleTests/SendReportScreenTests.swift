import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import ProfileModule

/// Send report? as a person sees it: the report once more, its length, and "Send".
@MainActor
@Suite struct SendReportScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func sendReport(appearance: Theme.Appearance) throws {
        let harness = try ProfileHarness(appearance: appearance)
        try harness.driver.tap(.identifier("profile.report"))
        try harness.writeReport("The feed froze after a pull to refresh.")
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }
}
