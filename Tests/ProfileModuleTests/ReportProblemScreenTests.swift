import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import ProfileModule

/// Report a problem as a person sees it, in its sheet: empty, and with a refused empty report.
@MainActor
@Suite struct ReportProblemScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func reportProblem(appearance: Theme.Appearance) throws {
        let harness = try ProfileHarness(appearance: appearance)
        try harness.driver.tap(.identifier("profile.report"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func reportProblemLeftEmpty(appearance: Theme.Appearance) throws {
        let harness = try ProfileHarness(appearance: appearance)
        try harness.driver.tap(.identifier("profile.report"))
        try harness.driver.tap(.identifier("report.next"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }
}
