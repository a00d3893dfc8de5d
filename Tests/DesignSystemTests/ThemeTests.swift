import HeadlessUI
import Testing

@testable import DesignSystem

@Test func bundledTokensGiveAThemePerAppearance() throws {
    let tokens = try DesignTokens.bundled()
    #expect(tokens.theme(.dark).appearance == .dark)
}

@Test func lightAndDarkThemesDifferInTheirBackground() throws {
    let tokens = try DesignTokens.bundled()
    #expect(tokens.theme(.light).color(.background) != tokens.theme(.dark).color(.background))
}

@Test func spacingAndFontsAreReadFromTheData() throws {
    let theme = try DesignTokens.bundled().theme(.light)
    #expect(theme.spacing(.medium) == 16)
    #expect(theme.radius(.large) == 16)
    #expect(theme.font(.body) == Font(family: "Inter", size: 17, weight: 400, lineHeight: 17 * 1.4))
    #expect(theme.font(.button).weight == 600)
}

@Test func textStylesTakeTheirFamilyFromTheFontPrimitives() throws {
    let theme = try DesignTokens.bundled().theme(.dark)
    #expect(TypographyToken.allCases.allSatisfy { theme.font($0).family == "Inter" })
    #expect(theme.font(.title).weight == 700)
}
