import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import PreLoginModule

/// The Login screen as a person sees it: before typing and after a refused email.
@Suite struct LoginScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func loginBeforeTyping(appearance: Theme.Appearance) throws {
        let harness = try PreLoginHarness(appearance: appearance)
        try harness.driver.tap(.identifier("welcome.login"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func loginWithAnInvalidEmail(appearance: Theme.Appearance) throws {
        let harness = try PreLoginHarness(appearance: appearance)
        try harness.driver.tap(.identifier("welcome.login"))
        try harness.driver.inputText("ada.example.com", into: .identifier("login.email"))
        try harness.driver.inputText("analytical", into: .identifier("login.password"))
        try harness.driver.tap(.identifier("login.submit"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }

}
