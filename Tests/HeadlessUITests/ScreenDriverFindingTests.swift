import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
struct ScreenDriverFindingTests {
    let form = FormScreen()
    let stack: VisibleStack
    let driver: ScreenDriver

    init() throws {
        stack = try VisibleStack(root: form)
        driver = ScreenDriver(window: stack.window)
    }

    @Test func findsAnElementByItsExactText() throws {
        #expect(try driver.element(.text("Later")).identifier == "form.later")
    }

    @Test func exactTextDoesNotMatchPartOfALabel() throws {
        #expect(try driver.elements(matching: .text("Item")).isEmpty)
    }

    @Test func findsAFieldByItsPlaceholder() throws {
        #expect(try driver.element(.text("name@example.com")) === form.email)
    }

    @Test func findsAnElementByARegularExpressionOverItsWholeText() throws {
        #expect(try driver.elements(matching: .textMatching("Item \\d")).count == 2)
        #expect(try driver.elements(matching: .textMatching("tem")).isEmpty)
    }

    @Test func findsAnElementByItsIdentifier() throws {
        #expect(try driver.element(.identifier("form.submit")) === form.submit)
    }

    @Test func findsElementsByAnIdentifierPattern() throws {
        #expect(try driver.elements(matching: .identifierMatching("form\\.item\\..+")).count == 2)
    }

    @Test func aHiddenElementCannotBeFound() throws {
        #expect(try !driver.isVisible(.identifier("form.hint")))
    }

    @Test func whenAButtonAndATitleShareATextTheButtonWins() throws {
        #expect(try driver.element(.text("Sign in")) === form.submit)
    }

    @Test func aSecureFieldsValueIsNeverMatched() throws {
        form.password.value = "hunter22"
        #expect(try !driver.isVisible(.text("hunter22")))
    }

    @Test func aPageSheetHidesTheScreenBelowFromInteraction() throws {
        let sheet = ViewController()
        sheet.view = ViewNode(role: .text, label: "On the sheet")
        try stack.navigation.present(sheet)
        #expect(try driver.isVisible(.text("On the sheet")))
        #expect(try !driver.isVisible(.identifier("form.submit")))
        #expect(throws: InteractionError.self) { try driver.tap(.identifier("form.submit")) }
        #expect(form.submitted == 0)
    }

    @Test func anElementOfAnotherTabCannotBeFound() throws {
        let other = ViewController()
        other.view = ViewNode(role: .button, label: "Elsewhere", onTap: {})
        let tabs = TabBarController()
        let window = Window()
        let home = ViewController()
        try tabs.setViewControllers([home, other])
        try window.setRootViewController(tabs)
        window.makeKeyAndVisible()
        #expect(try !ScreenDriver(window: window).isVisible(.text("Elsewhere")))
    }

    @Test func aScreenBelowTheTopOfTheStackCannotBeFound() throws {
        try stack.navigation.pushViewController(ViewController())
        #expect(try !driver.isVisible(.identifier("form.submit")))
    }
}
