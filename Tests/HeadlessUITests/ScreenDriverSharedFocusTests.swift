import HeadlessUI
import HeadlessUITesting
import Testing

/// The focus belongs to the window, as in UIKit: every driver of a window types where any
/// driver last focused (the studio runs each command with a driver of its own).
@MainActor
struct ScreenDriverSharedFocusTests {
    let form = FormScreen()
    let stack: VisibleStack

    init() throws {
        stack = try VisibleStack(root: form)
    }

    @Test func aNewDriverOfTheWindowTypesIntoTheFieldAnotherDriverFocused() throws {
        try ScreenDriver(window: stack.window).tap(.identifier("form.email"))
        try ScreenDriver(window: stack.window).inputText("ada@example.com")
        #expect(form.email.value == "ada@example.com")
    }

    @Test func focusingAFieldWithOneDriverTakesTheFocusFromAFieldAnotherFocused() throws {
        try ScreenDriver(window: stack.window).tap(.identifier("form.email"))
        let second = ScreenDriver(window: stack.window)
        try second.tap(.identifier("form.password"))
        try second.inputText("secret")
        #expect(!form.email.isFocused)
        #expect(form.password.value == "secret")
        #expect((form.email.value ?? "").isEmpty)
    }
}
