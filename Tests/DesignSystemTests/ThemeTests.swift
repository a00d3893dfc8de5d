import Testing

@testable import DesignSystem

@Test func bundledTokensGiveAThemePerAppearance() throws {
    let tokens = try DesignTokens.bundled()
    #expect(tokens.theme(.dark).appearance == .dark)
}
