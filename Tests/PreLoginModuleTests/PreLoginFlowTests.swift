import DesignSystem
import HeadlessUI
import HeadlessUITesting
import NavigationKit
import Testing

@testable import PreLoginModule

@Suite struct PreLoginFlowTests {
    @Test func tappingLogInPushesTheLoginScreen() throws {
        let harness = try PreLoginHarness()
        try harness.driver.tap(.identifier("welcome.login"))
        #expect(harness.navigation.topViewController is LoginViewController)
        #expect(harness.navigation.topViewController?.title == "Log in")
    }

    @Test func tappingCreateAccountPushesTheRegisterScreen() throws {
        let harness = try PreLoginHarness()
        try harness.driver.tap(.identifier("welcome.register"))
        #expect(harness.navigation.topViewController is RegisterViewController)
        #expect(harness.navigation.topViewController?.title == "Create account")
    }

    @Test func signingInOnTheScreenStoresTheSessionAndTellsTheFlowDelegate() throws {
        let harness = try PreLoginHarness()
        try harness.driver.tap(.identifier("welcome.login"))
        try harness.driver.inputText("ada.lovelace@example.com", into: .identifier("login.email"))
        try harness.driver.inputText("analytical", into: .identifier("login.password"))
        try harness.driver.tap(.identifier("login.submit"))
        #expect(harness.store.logIns == [.init(email: "ada.lovelace@example.com", displayName: "Ada Lovelace")])
        #expect(harness.flowDelegate.didLogInCount == 1)
    }

    @Test func creatingAnAccountOnTheScreenStoresTheSessionAndTellsTheFlowDelegate() throws {
        let harness = try PreLoginHarness()
        try harness.driver.tap(.identifier("welcome.register"))
        try harness.driver.inputText("Grace Hopper", into: .identifier("register.name"))
        try harness.driver.inputText("grace@example.com", into: .identifier("register.email"))
        try harness.driver.inputText("compilers", into: .identifier("register.password"))
        try harness.driver.inputText("compilers", into: .identifier("register.confirm"))
        try harness.driver.tap(.identifier("register.submit"))
        #expect(harness.store.logIns == [.init(email: "grace@example.com", displayName: "Grace Hopper")])
        #expect(harness.flowDelegate.didLogInCount == 1)
    }

    @Test func theFocusedFieldKeepsFocusAndTextWhenTheErrorLineAppears() throws {
        let harness = try PreLoginHarness()
        try harness.driver.tap(.identifier("welcome.login"))
        try harness.driver.inputText("ada@example.com", into: .identifier("login.email"))
        try harness.driver.inputText("short", into: .identifier("login.password"))
        try harness.driver.tap(.identifier("login.submit"))
        #expect(try harness.driver.isVisible(.identifier("login.error")))
        try harness.driver.eraseText(count: 5)
        try harness.driver.inputText("analytical")
        #expect(try harness.driver.element(.identifier("login.email")).value == "ada@example.com")
        try harness.driver.tap(.identifier("login.submit"))
        #expect(harness.flowDelegate.didLogInCount == 1)
    }

    @Test func aPastedTenThousandCharacterEmailIsRefusedOnScreen() throws {
        let harness = try PreLoginHarness()
        try harness.driver.tap(.identifier("welcome.login"))
        let email = String(repeating: "a", count: 9_988) + "@example.com"
        try harness.driver.inputText(email, into: .identifier("login.email"))
        try harness.driver.inputText("analytical", into: .identifier("login.password"))
        try harness.driver.tap(.identifier("login.submit"))
        let error = try harness.driver.element(.identifier("login.error"))
        #expect(error.label == "Email must be at most 254 characters; it has 10000")
        #expect(harness.store.logIns.isEmpty)
    }

    @Test func loginAndItsViewModelAreReleasedAfterGoingBack() throws {
        let harness = try PreLoginHarness()
        let detector = LeakDetector()
        try harness.driver.tap(.identifier("welcome.login"))
        do {
            let login = try #require(harness.navigation.topViewController as? LoginViewController)
            detector.expectRelease(login, because: "Login was popped")
            detector.expectRelease(login.viewModel, because: "Login was popped")
        }
        try harness.driver.back()
        #expect(detector.check().isEmpty)
    }

    @Test func registerAndItsViewModelAreReleasedAfterSwipingBack() throws {
        let harness = try PreLoginHarness()
        let detector = LeakDetector()
        try harness.driver.tap(.identifier("welcome.register"))
        do {
            let register = try #require(harness.navigation.topViewController as? RegisterViewController)
            detector.expectRelease(register, because: "Register was popped")
            detector.expectRelease(register.viewModel, because: "Register was popped")
        }
        try harness.driver.swipeBackFromEdge()
        #expect(detector.check().isEmpty)
    }

    @Test func welcomeAndItsViewModelAreReleasedOnceTheFlowLetsGoOfThem() throws {
        let detector = LeakDetector()
        var harness: PreLoginHarness? = try PreLoginHarness()
        do {
            let welcome = try #require(harness?.navigation.topViewController as? WelcomeViewController)
            detector.expectRelease(welcome, because: "the PreLogin flow was let go after logging in")
            detector.expectRelease(welcome.viewModel, because: "the PreLogin flow was let go after logging in")
        }
        #expect(harness != nil)
        harness = nil
        #expect(detector.check().isEmpty)
    }

    @Test func welcomeWhoseStackIsGoneSaysWhyLoginCannotOpen() throws {
        let theme = try DesignTokens.bundled().theme(.light)
        let store = MockPreLoginSessionStore()
        let window = Window()
        try window.setRootViewController(
            PreLoginBuilder.build(
                dependencies: PreLoginDependencies(
                    theme: theme, appName: "Example", sessionStore: store, flowDelegate: nil,
                    router: Router(rootController: NavigationController()))
            ).viewController)
        window.makeKeyAndVisible()
        let driver = ScreenDriver(window: window)
        try driver.tap(.identifier("welcome.login"))
        let error = try driver.element(.identifier("welcome.error"))
        #expect(
            error.label
                == "Could not open Log in: expected the Welcome screen inside a navigation controller, found none.")
    }
}
