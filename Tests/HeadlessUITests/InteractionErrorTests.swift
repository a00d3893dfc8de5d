import HeadlessUI
import HeadlessUITesting
import Testing

@MainActor
struct InteractionErrorTests {
    let form = FormScreen()
    let stack: VisibleStack
    let driver: ScreenDriver

    init() throws {
        stack = try VisibleStack(root: form)
        driver = ScreenDriver(window: stack.window)
    }

    @Test func aMissingElementNamesWhatWasLookedForAndShowsTheScreen() throws {
        let error = #expect(throws: InteractionError.self) { try driver.tap(.text("Sign up")) }
        #expect(error?.message == "Element not found: Text: \"Sign up\"")
        #expect(error?.tree?.contains("button \"Sign in\" #form.submit") == true)
        #expect(error?.description.contains("On screen:") == true)
    }

    @Test func anAmbiguousSelectorListsEveryMatch() throws {
        let error = #expect(throws: InteractionError.self) { try driver.tap(.textMatching("Item .")) }
        guard case let .ambiguous(selector, matches, tree) = error else {
            Issue.record("expected an ambiguous selector, got \(String(describing: error))")
            return
        }
        #expect(selector == "Text matching regex: Item .")
        #expect(matches == ["text \"Item 1\" #form.item.1", "text \"Item 2\" #form.item.2"])
        #expect(tree.contains("#form.later"))
    }

    @Test func tappingADisabledButtonIsAnErrorAndRunsNothing() throws {
        let error = #expect(throws: InteractionError.self) { try driver.tap(.identifier("form.later")) }
        #expect(error?.message == "Element is disabled: Id: form.later")
        #expect(error?.tree?.contains("[disabled]") == true)
    }

    @Test func typingIntoAButtonIsNotEditable() throws {
        let error = #expect(throws: InteractionError.self) {
            try driver.inputText("x", into: .identifier("form.submit"))
        }
        #expect(error?.message == "Element is not editable: Id: form.submit is a button; tap a text field first")
        #expect(error?.tree != nil)
        #expect(form.submitted == 0)
    }

    @Test func typingIntoADisabledFieldIsAnError() throws {
        let error = #expect(throws: InteractionError.self) {
            try driver.inputText("123", into: .identifier("form.code"))
        }
        #expect(error?.message == "Element is disabled: Id: form.code")
        #expect(form.disabledField.value == nil)
    }

    @Test func typingWithNoFocusedFieldIsAnError() throws {
        let error = #expect(throws: InteractionError.self) { try driver.inputText("hello") }
        #expect(error?.message == "No text field is focused: tap a field before typing")
        #expect(error?.tree?.contains("#form.email") == true)
    }

    @Test func erasingWithNoFocusedFieldIsAnError() throws {
        #expect(throws: InteractionError.self) { try driver.eraseText() }
    }

    @Test func aFieldThatLeftTheScreenIsNoLongerFocusedForTyping() throws {
        try driver.tap(.identifier("form.email"))
        try stack.navigation.pushViewController(ViewController())
        #expect(throws: InteractionError.self) { try driver.inputText("lost") }
        #expect(form.email.value == nil)
    }

    @Test func goingBackOnTheRootIsAnError() throws {
        let error = #expect(throws: InteractionError.self) { try driver.back() }
        #expect(error?.message == "Cannot go back: no navigation stack on screen has a screen to pop")
        #expect(error?.tree != nil)
    }

    @Test func swipingDownWithoutASheetIsAnError() throws {
        let error = #expect(throws: InteractionError.self) { try driver.swipeDownSheet() }
        #expect(error?.message == "Cannot swipe: no sheet is presented")
    }

    @Test func swipingDownAModalSheetSaysWhy() throws {
        let sheet = ViewController()
        sheet.isModalInPresentation = true
        try stack.navigation.present(sheet)
        let error = #expect(throws: InteractionError.self) { try driver.swipeDownSheet() }
        #expect(error?.message == "Cannot swipe: cannot swipe down ViewController: it is modal in presentation")
    }

    @Test func swipingBackOnTheRootIsAnError() throws {
        let error = #expect(throws: InteractionError.self) { try driver.swipeBackFromEdge() }
        #expect(error?.message == "Cannot swipe: cannot pop: only the root screen is on the stack")
    }

    @Test func anInvalidPatternIsAnErrorNamingThePattern() throws {
        let error = #expect(throws: InteractionError.self) { try driver.tap(.textMatching("(unclosed")) }
        guard case let .invalidPattern(pattern, _) = error else {
            Issue.record("expected an invalid pattern, got \(String(describing: error))")
            return
        }
        #expect(pattern == "(unclosed")
    }

    @Test func anEmptyWindowSaysThereIsNothingOnScreen() throws {
        let error = #expect(throws: InteractionError.self) {
            try ScreenDriver(window: Window()).tap(.text("Anything"))
        }
        #expect(error == .noScreen)
    }

    @Test func tappingANodeKeptFromAScreenThatLeftIsNotFound() throws {
        let submit = try driver.element(.identifier("form.submit"))
        try stack.navigation.pushViewController(ViewController())
        let error = #expect(throws: InteractionError.self) { try driver.tap(submit, describedAs: "Id: form.submit") }
        #expect(error?.message == "Element not found: Id: form.submit")
        #expect(form.submitted == 0)
    }

    @Test func erasingAFieldThatWasDisabledAfterFocusIsAnError() throws {
        try driver.inputText("ada", into: .identifier("form.email"))
        form.email.isEnabled = false
        let error = #expect(throws: InteractionError.self) { try driver.eraseText() }
        #expect(error?.message.hasPrefix("Element is disabled: textField \"Email\"") == true)
        #expect(form.email.value == "ada")
    }

    @Test func goingBackDuringASwipeIsAnError() throws {
        try stack.navigation.pushViewController(ViewController())
        _ = try stack.navigation.beginInteractivePop()
        let error = #expect(throws: InteractionError.self) { try driver.back() }
        #expect(error?.message.hasPrefix("Cannot go back") == true)
    }
}
