import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import PreLoginModule

/// The Welcome screen as a person sees it, in both appearances.
@Suite struct WelcomeScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func welcome(appearance: Theme.Appearance) throws {
        let harness = try PreLoginHarness(appearance: appearance)
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }

}
