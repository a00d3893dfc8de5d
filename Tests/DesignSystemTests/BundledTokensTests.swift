import Foundation
import HeadlessUI
import Testing

@testable import DesignSystem

@Test func theBundledTokensLoadWithoutIssues() throws {
    let report = TokenLoader.load([("tokens.json", try DesignTokens.bundledData())], appRequirements: true)
    #expect(report.issues.map(\.description) == [])
}

@Test func everyColorCaseHasAColourInEveryTheme() throws {
    let report = TokenLoader.load([("tokens.json", try DesignTokens.bundledData())], appRequirements: true)
    let paths = Set(report.tokens.filter { $0.value.type == .color }.map(\.path))
    let missing = Theme.Appearance.allCases.flatMap { appearance in
        ColorToken.allCases.map { $0.path(in: appearance) }.filter { !paths.contains($0) }
    }
    #expect(missing == [])
}

@Test func everySemanticTokenInTheDataHasASwiftCase() throws {
    let report = TokenLoader.load([("tokens.json", try DesignTokens.bundledData())], appRequirements: true)
    var known = Set<String>()
    for appearance in Theme.Appearance.allCases {
        known.formUnion(ColorToken.allCases.map { $0.path(in: appearance) })
    }
    known.formUnion(SpacingToken.allCases.map(\.path))
    known.formUnion(RadiusToken.allCases.map(\.path))
    known.formUnion(TypographyToken.allCases.map(\.path))
    known.formUnion(DurationToken.allCases.map(\.path))
    known.formUnion(TransitionToken.allCases.map(\.path))
    for appearance in Theme.Appearance.allCases {
        known.formUnion(BorderToken.allCases.map { $0.path(in: appearance) })
        known.formUnion(ShadowToken.allCases.map { $0.path(in: appearance) })
    }
    let semanticGroups = ["theme", "spacing", "radius", "typography", "duration", "transition", "border", "shadow"]
    let semantic = report.tokens.map(\.path).filter { path in semanticGroups.contains { path.hasPrefix($0 + ".") } }
    #expect(Set(semantic) == known)
}

@Test func theRootTransitionLastsThreeTenthsOfASecond() throws {
    let theme = try DesignTokens.bundled().theme(.light)
    #expect(abs(theme.duration(.rootTransition) - 0.3) < 1e-9)
}

@Test func deprecationAndDescriptionsAreKept() throws {
    let tokens = try DesignTokens.bundled().tokens
    let legacy = tokens.first { $0.path == "palette.legacy-teal" }
    #expect(legacy?.deprecation?.contains("blue") == true)
    #expect(tokens.first { $0.path == "theme.light.surface" }?.description == "Cards, rows and sheets.")
}

@Test func aliasesRecordWhatTheyPointAt() throws {
    let tokens = try DesignTokens.bundled().tokens
    let tint = tokens.first { $0.path == "theme.dark.tab-tint" }
    #expect(tint?.aliasOf == "theme.dark.brand")
    guard case let .color(color)? = tint?.value else {
        Issue.record("expected a colour, found \(String(describing: tint))")
        return
    }
    #expect(color.hexString == "#7CACF8")
}

@Test func extensionsAreKeptIntact() throws {
    let tokens = try DesignTokens.bundled().tokens
    let legacy = tokens.first { $0.path == "palette.legacy-teal" }
    #expect(legacy?.extensions == #"{ "org.headless-coordinators.origin": "first brand guide" }"#)
}
