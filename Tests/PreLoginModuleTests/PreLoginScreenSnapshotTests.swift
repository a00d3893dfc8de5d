import DesignSystem
import HeadlessUI
import TestSupport
import Testing

@testable import PreLoginModule

@Suite struct PreLoginScreenSnapshotTests {
    @Test(arguments: Theme.Appearance.allCases)
    func welcome(appearance: Theme.Appearance) throws {
        let harness = try PreLoginHarness(appearance: appearance)
        expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
    }

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
