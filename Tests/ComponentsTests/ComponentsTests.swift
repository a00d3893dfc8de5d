import DesignSystem
import HeadlessUI
import Testing

@testable import Components

@MainActor @Test func primaryButtonCarriesItsTitleAndIdentifier() throws {
    let components = Components(theme: try DesignTokens.bundled().theme(.light))
    let button = components.primaryButton("Log in", identifier: "welcome.login") {}
    #expect(button.label == "Log in")
    #expect(button.identifier == "welcome.login")
}

@MainActor @Test func primaryButtonIsFilledWithTheBrandColour() throws {
    let theme = try DesignTokens.bundled().theme(.dark)
    let button = Components(theme: theme).primaryButton("Log in", identifier: "welcome.login") {}
    #expect(button.style.background == theme.color(.brand))
    #expect(button.style.foreground == theme.color(.onBrand))
    #expect(button.style.font == theme.font(.button))
}

@MainActor @Test func tappingAButtonRunsItsAction() throws {
    var taps = 0
    let button = Components(theme: try DesignTokens.bundled().theme(.light)).secondaryButton("Go", identifier: "go") {
        taps += 1
    }
    button.onTap?()
    #expect(taps == 1)
}

@MainActor @Test func anErrorMessageIsHiddenUntilItHasText() throws {
    let components = Components(theme: try DesignTokens.bundled().theme(.light))
    #expect(components.errorMessage(nil, identifier: "login.error").isHidden)
    #expect(!components.errorMessage("Wrong password", identifier: "login.error").isHidden)
}

@MainActor @Test func anAvatarShowsTheInitialsOfTheName() throws {
    let components = Components(theme: try DesignTokens.bundled().theme(.light))
    let avatar = components.avatar(name: "Jane van Doe", identifier: "profile.avatar")
    #expect(avatar.role == .image)
    #expect(avatar.label == "JD")
}

@Test func initialsFallBackToAQuestionMarkForANameWithoutLetters() {
    #expect(Initials.of("  ") == "?")
    #expect(Initials.of("émile") == "É")
}

@MainActor @Test func aRowButtonAccessoryBecomesATappableChild() throws {
    var removed = false
    let components = Components(theme: try DesignTokens.bundled().theme(.light))
    let row = components.listRow(
        title: "Item", accessory: .button(title: "Remove", identifier: "row.remove") { removed = true })
    row.descendant(identifier: "row.remove")?.onTap?()
    #expect(removed)
}

@MainActor @Test func stylingATabBarTintsTheSelectedTab() throws {
    let theme = try DesignTokens.bundled().theme(.light)
    let tabs = TabBarController()
    Components(theme: theme).style(tabs)
    #expect(tabs.tintColor == theme.color(.tabTint))
    #expect(tabs.tabBarStyle.background == theme.color(.barBackground))
}
