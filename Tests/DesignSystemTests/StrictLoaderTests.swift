import Foundation
import Testing

@testable import DesignSystem

// The app loads its tokens with the strict loader: DTCG 2025.10 only. A form from before
// 2025.10 is refused with the token it is in, never scanned for, migrated or read as its
// rewrite; `App tokens migrate` is what rewrites such a file.

/// The bundled file with `original` replaced by `replacement` (which must be found).
private func bundled(replacing original: String, with replacement: String) throws -> Data {
    let text = try String(decoding: DesignTokens.bundledData(), as: UTF8.self)
    let changed = text.replacingOccurrences(of: original, with: replacement)
    #expect(changed != text, "expected the bundled file to hold \(original)")
    return Data(changed.utf8)
}

@Test func theBundledTokensLoadThroughTheStrictLoader() throws {
    let tokens = try DesignTokens.load(from: DesignTokens.bundledData())
    #expect(tokens.tokens.count == (try DesignTokens.bundled()).tokens.count)
    #expect(tokens.theme(.dark).color(.brand) == (try DesignTokens.bundled()).theme(.dark).color(.brand))
}

@Test func aHexStringColourIsRefusedNamingTheTokenNotMigrated() throws {
    let data = try bundled(
        replacing: ##""surface": { "$value": "{palette.gray-100}""##, with: ##""surface": { "$value": "#f2f2f2""##)
    do {
        _ = try DesignTokens.load(from: data)
        Issue.record("expected the hex string to be refused")
    } catch {
        #expect(error.issues.map(\.path) == ["theme.light.surface"])
        guard case let .invalidValue(path, type, _, found)? = error.issues.first else {
            Issue.record("expected an invalid value, found \(error.issues)")
            return
        }
        #expect(path == "theme.light.surface")
        #expect(type == .color)
        #expect(found == "\"#f2f2f2\"")
        #expect(error.description.contains("tokens.json: theme.light.surface: invalid color value"))
    }
}

@Test(arguments: [
    (#"{ "$type": "dimension", "$value": "16px" }"#, "dimension"),
    (#"{ "$type": "duration", "$value": "200ms" }"#, "duration"),
    (#"{ "type": "sizing", "value": "4" }"#, "untyped"),
])
func anEarlierFormIsRefusedAsWritten(token: String, kind: String) {
    let outcome = TokenLoader.load([("old.json", Data(#"{ "old": \#(token) }"#.utf8))], appRequirements: false)
    #expect(outcome.tokens.isEmpty, "\(kind)")
    #expect(outcome.issues.contains { $0.path.hasPrefix("old") }, "\(kind): \(outcome.issues)")
}

@Test func aTokenTheAppReadsOfAnotherTypeIsRefusedWithItsPath() throws {
    let data = try bundled(
        replacing: ##""push": { "$value": { "value": 350, "unit": "ms" } }"##,
        with: ##""push": { "$type": "number", "$value": 350 }"##)
    #expect(throws: TokenValidationError.self) { try DesignTokens.load(from: data) }
    let issues = TokenLoader.load([("tokens.json", data)], appRequirements: true).issues
    #expect(issues.contains(.missingToken(path: "duration.push", type: .duration)))
}

@Test func theValidationErrorListsEveryIssueWithTheFileName() {
    let error = TokenValidationError(
        source: "tokens.json",
        issues: [.missingType(path: "a.b"), .brokenAlias(path: "c.d", alias: "e.f")])
    let lines = error.description.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0] == "tokens.json: 2 errors")
    #expect(lines[2] == "tokens.json: c.d: alias {e.f} does not exist")
}
