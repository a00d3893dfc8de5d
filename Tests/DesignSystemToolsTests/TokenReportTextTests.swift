import Foundation
import HeadlessUI
import HeadlessUITesting
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

@Test func theCheckPrintsTheContrastTableOfTheBundledTokens() throws {
    let text = TokenReportText.check(DesignTokens.report(for: try DesignTokens.bundledData()))
    if let failure = TextSnapshot.verify(text, named: "check") { Issue.record(Comment(rawValue: failure)) }
}

@Test func theThemeListingPrintsTheResolvedDarkTokens() throws {
    let text = TokenReportText.tokens(DesignTokens.report(for: try DesignTokens.bundledData()), appearance: .dark)
    #expect(!text.contains("theme.light."))
    if let failure = TextSnapshot.verify(text, named: "dark") { Issue.record(Comment(rawValue: failure)) }
}

@Test func theCheckOfABrokenFileListsItsErrorsAfterTheTable() {
    let report = TokenFixtures.report(##"{ "misc": { "gap": { "$value": 4 } } }"##)
    let text = TokenReportText.check(report)
    #expect(text.contains("fixture.json: misc.gap: missing $type"))
    #expect(!report.isValid)
}
