import Components
import DesignSystem
import Testing

@MainActor @Test func theThemedNavigationControllerStylesItsBarFromTheTokens() throws {
    let theme = try DesignTokens.bundled().theme(.dark)
    let navigation = ThemedNavigationController(theme: theme)
    #expect(navigation.navigationBarStyle.background == theme.color(.barBackground))
    #expect(navigation.navigationBarStyle.foreground == theme.color(.textPrimary))
    #expect(navigation.navigationBarStyle.font == theme.font(.headline))
}
