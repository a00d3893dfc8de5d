import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
struct ScreenDriverActionTests {
    let form = FormScreen()
    let stack: VisibleStack
    let driver: ScreenDriver

    init() throws {
        stack = try VisibleStack(root: form)
        driver = ScreenDriver(window: stack.window)
    }

    @Test func tappingAButtonRunsItsAction() throws {
        try driver.tap(.identifier("form.submit"))
        #expect(form.submitted == 1)
    }

    @Test func tappingAFieldFocusesIt() throws {
        try driver.tap(.identifier("form.email"))
        #expect(form.email.isFocused)
    }

    @Test func focusMovesFromOneFieldToTheNext() throws {
        try driver.tap(.identifier("form.email"))
        try driver.tap(.identifier("form.password"))
        #expect(!form.email.isFocused)
        #expect(form.password.isFocused)
    }

    @Test func typingAppendsToTheFocusedFieldAndReportsEachChange() throws {
        try driver.tap(.identifier("form.email"))
        try driver.inputText("ada@")
        try driver.inputText("example.com")
        #expect(form.email.value == "ada@example.com")
        #expect(form.typedEmails == ["ada@", "ada@example.com"])
    }

    @Test func typingIntoANamedFieldFocusesItFirst() throws {
        try driver.inputText("secret", into: .identifier("form.password"))
        #expect(form.password.value == "secret")
        #expect(form.password.isFocused)
    }

    @Test func erasingACountRemovesThatManyCharactersFromTheEnd() throws {
        try driver.inputText("ada@example.com", into: .identifier("form.email"))
        try driver.eraseText(count: 4)
        #expect(form.email.value == "ada@example")
    }

    @Test func erasingWithoutACountClearsTheField() throws {
        try driver.inputText("ada@example.com", into: .identifier("form.email"))
        try driver.eraseText()
        #expect(form.email.value == "")
        #expect(form.typedEmails.last == "")
    }

    @Test func backPopsTheVisibleStack() throws {
        try stack.navigation.pushViewController(ViewController())
        try driver.back()
        #expect(identical(stack.navigation.viewControllers, [form]))
    }

    @Test func swipingBackFromTheEdgeCompletesAnInteractivePop() throws {
        try stack.navigation.pushViewController(ViewController())
        try driver.swipeBackFromEdge()
        #expect(identical(stack.navigation.viewControllers, [form]))
    }

    @Test func swipingDownDismissesTheSheetOnTop() throws {
        try stack.navigation.present(ViewController())
        try driver.swipeDownSheet()
        #expect(stack.navigation.presentedViewController == nil)
    }

    @Test func theRenderedScreenShowsWhatWasTyped() throws {
        try driver.inputText("ada", into: .identifier("form.email"))
        #expect(driver.renderScreen().contains("Email: [ada▌]"))
    }
}
