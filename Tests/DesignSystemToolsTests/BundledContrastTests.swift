import DesignSystem
import Testing

@testable import DesignSystemTools

@Test func everyDeclaredContrastPairPassesInBothThemes() throws {
    let tokens = DesignTokens.report(for: try DesignTokens.bundledData())
    #expect(!tokens.contrast.isEmpty)
    #expect(Set(tokens.contrast.map(\.appearance)) == Set(Theme.Appearance.allCases))
    let failing = tokens.contrast.filter { !$0.passes || $0.minimum < 3 }
    #expect(failing.isEmpty, "\(failing)")
}

@Test func bodyTextPairsRequireTheTextMinimum() throws {
    let tokens = DesignTokens.report(for: try DesignTokens.bundledData())
    let body = tokens.contrast.filter { $0.foreground == "text-primary" && $0.background == "background" }
    #expect(body.count == 2)
    #expect(body.allSatisfy { $0.minimum == 4.5 })
}
