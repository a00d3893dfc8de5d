import DesignSystem
import Testing

@testable import Components

@MainActor @Test func primaryButtonCarriesItsTitleAndIdentifier() throws {
    let components = Components(theme: try DesignTokens.bundled().theme(.light))
    let button = components.primaryButton("Log in", identifier: "welcome.login") {}
    #expect(button.label == "Log in")
    #expect(button.identifier == "welcome.login")
}
