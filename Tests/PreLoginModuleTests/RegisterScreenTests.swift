import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import PreLoginModule

/// The Register screen as a person sees it: before typing and after each kind of refusal.
@Suite struct RegisterScreenTests {
    @Test(arguments: Theme.Appearance.allCases)
    func registerBeforeTyping(appearance: Theme.Appearance) throws {
        let harness = try PreLoginHarness(appearance: appearance)
        try harness.driver.tap(.identifier("welcome.register"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func registerWithMismatchedPasswords(appearance: Theme.Appearance) throws {
        let harness = try PreLoginHarness(appearance: appearance)
        try harness.driver.tap(.identifier("welcome.register"))
        try harness.driver.inputText("Grace Hopper", into: .identifier("register.name"))
        try harness.driver.inputText("grace@example.com", into: .identifier("register.email"))
        try harness.driver.inputText("compilers", into: .identifier("register.password"))
        try harness.driver.inputText("compilerz", into: .identifier("register.confirm"))
        try harness.driver.tap(.identifier("register.submit"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }

    @Test(arguments: Theme.Appearance.allCases)
    func registerWithABlankName(appearance: Theme.Appearance) throws {
        let harness = try PreLoginHarness(appearance: appearance)
        try harness.driver.tap(.identifier("welcome.register"))
        try harness.driver.inputText("   ", into: .identifier("register.name"))
        try harness.driver.tap(.identifier("register.submit"))
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }
}
