import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

@Test func textThatIsNotJSONIsReportedAsAMalformedFile() {
    let issues = TokenFixtures.issues("{ not json")
    #expect(issues.count == 1)
    guard case .malformedFile? = issues.first else {
        Issue.record("expected a malformed file, found \(issues)")
        return
    }
}

@Test func aLiteralWithoutAnyTypeIsReportedWithItsPath() {
    let issues = TokenFixtures.issues(##"{ "misc": { "gap": { "$value": "4px" } } }"##)
    #expect(issues.contains(.missingType(path: "misc.gap")))
}

@Test func anUnknownTypeIsReportedOnceForItsGroup() {
    let issues = TokenFixtures.issues(
        ##"{ "misc": { "$type": "colour", "a": { "$value": "#FFFFFF" }, "b": { "$value": "#000000" } } }"##)
    #expect(issues.filter { $0.path.hasPrefix("misc") } == [.unknownType(path: "misc", found: "\"colour\"")])
}

@Test func aValueOfTheWrongShapeForItsTypeSaysWhatWasExpected() {
    let issues = TokenFixtures.issues(##"{ "palette": { "$type": "color", "ink": { "$value": "#12G" } } }"##)
    let invalid = issues.first { $0.path == "palette.ink" }
    guard case let .invalidValue(path, type, expected, found)? = invalid else {
        Issue.record("expected an invalid value, found \(issues)")
        return
    }
    #expect(path == "palette.ink")
    #expect(type == .color)
    #expect(expected.contains("colorSpace"))
    #expect(expected.contains("pre-2025"))
    #expect(found == "\"#12G\"")
}

@Test func aTypographyValueMissingAFieldNamesTheField() {
    let issues = TokenFixtures.issues(
        ##"{ "typography": { "$type": "typography", "body": { "$value": { "fontFamily": "Inter", "fontWeight": 400, "lineHeight": 1.2 } } } }"##
    )
    let invalid = issues.first { $0.path == "typography.body" }
    #expect(invalid?.description.contains("\"fontSize\"") == true)
}

@Test func anAliasToANonexistentTokenIsReportedAsBroken() {
    let issues = TokenFixtures.issues(
        ##"{ "theme": { "$type": "color", "light": { "brand": { "$value": "{palette.blu-700}" } } } }"##)
    #expect(issues.contains(.brokenAlias(path: "theme.light.brand", alias: "palette.blu-700")))
}

@Test func anAliasCycleIsPrintedAsAChainOnce() {
    let issues = TokenFixtures.issues(
        ##"{ "c": { "$type": "color", "a": { "$value": "{c.b}" }, "b": { "$value": "{c.a}" }, "x": { "$value": "{c.a}" } } }"##
    )
    let cycles = issues.filter { if case .aliasCycle = $0 { true } else { false } }
    #expect(cycles == [.aliasCycle(["c.a", "c.b", "c.a"])])
    #expect(cycles.first?.description == "c.a: alias cycle: c.a -> c.b -> c.a")
}

@Test func anAliasToATokenOfAnotherTypeIsReported() {
    let issues = TokenFixtures.issues(
        #"{ "palette": { "$type": "color", "ink": { "$value": \#(TokenFixtures.srgb(0, 0, 0)) } }, "spacing": { "$type": "dimension", "medium": { "$value": "{palette.ink}" } } }"#
    )
    #expect(
        issues.contains(
            .aliasTypeMismatch(path: "spacing.medium", alias: "palette.ink", expected: .dimension, found: .color)))
}

@Test func namesThatDifferOnlyInCaseAreAWarningNotAnError() {
    let report = TokenFixtures.check(
        #"{ "palette": { "$type": "color", "Ink": { "$value": \#(TokenFixtures.srgb(0, 0, 0)) }, "ink": { "$value": \#(TokenFixtures.srgb(0, 0, 0.1)) } } }"#
    )
    #expect(report.issues == [])
    #expect(report.warnings == [.caseCollision(["palette.Ink", "palette.ink"])])
}

@Test func aNameWithAReservedCharacterIsReported() {
    let issues = TokenFixtures.issues(##"{ "palette": { "$type": "color", "ink{1}": { "$value": "#000000" } } }"##)
    #expect(issues.contains { if case .invalidName(path: "palette.ink{1}", _) = $0 { true } else { false } })
}

@Test func aTokenTheAppNeedsButTheFileLacksIsReported() {
    let issues = TokenFixtures.issues("{}")
    #expect(issues.contains(.missingToken(path: "spacing.medium", type: .dimension)))
    #expect(issues.contains(.missingToken(path: "theme.dark.text-primary", type: .color)))
}

@Test func aSemanticTokenWithoutASwiftCaseIsReported() {
    let issues = TokenFixtures.issues(
        #"{ "spacing": { "$type": "dimension", "huge": { "$value": \#(TokenFixtures.px(64)) } } }"#)
    #expect(issues.contains(.undeclaredToken(path: "spacing.huge")))
}

@Test func aContrastPairBelowItsMinimumIsReportedWithItsRatio() throws {
    let base = try String(decoding: DesignTokens.bundledData(), as: UTF8.self)
    let faded = base.replacingOccurrences(
        of: ##""components": [0.0667, 0.0784, 0.0941], "hex": "#111418""##,
        with: ##""components": [0.75, 0.75, 0.75], "hex": "#c0c0c0""##)
    #expect(faded != base)
    let failures = TokenFixtures.issues(faded).compactMap { issue -> (foreground: String, ratio: Double)? in
        if case let .insufficientContrast(foreground, _, ratio, _) = issue { return (foreground, ratio) }
        return nil
    }
    #expect(!failures.isEmpty)
    #expect(failures.allSatisfy { $0.foreground == ColorToken.path("text-primary", in: .light) && $0.ratio < 4.5 })
}

@Test func aMalformedContrastPairIsReportedWithItsIndex() {
    let issues = TokenFixtures.issues(
        ##"{ "$extensions": { "org.headless-coordinators.contrast": { "pairs": [ { "foreground": "brand" } ] } } }"##)
    #expect(
        issues.contains {
            if case .invalidContrastPair(location: "$extensions.org.headless-coordinators.contrast.pairs[0]", _) = $0 {
                true
            } else {
                false
            }
        })
}

@Test func aFileWithSeveralErrorsReportsEveryOneOfThem() {
    let json = ##"""
        {
          "palette": {
            "$type": "color",
            "ink": { "$value": "not a colour" },
            "loop-a": { "$value": "{palette.loop-b}" },
            "loop-b": { "$value": "{palette.loop-a}" },
            "lost": { "$value": "{palette.nowhere}" }
          },
          "misc": { "gap": { "$value": 4 }, "odd": { "$type": "length", "$value": 4 } }
        }
        """##
    let issues = TokenFixtures.issues(json)
    let expected: [TokenIssue] = [
        .invalidValue(path: "palette.ink", type: .color, expected: "", found: "\"not a colour\""),
        .aliasCycle(["palette.loop-a", "palette.loop-b", "palette.loop-a"]),
        .brokenAlias(path: "palette.lost", alias: "palette.nowhere"),
        .missingType(path: "misc.gap"),
        .unknownType(path: "misc.odd", found: "\"length\""),
    ]
    for issue in expected {
        let found = issues.contains { $0.path == issue.path && $0.kind == issue.kind }
        #expect(found, "missing \(issue) in \(issues.map(\.description))")
    }
    #expect(throws: TokenValidationError.self) { try DesignTokens.load(from: Data(json.utf8)) }
}

@Test func theParseErrorSaysWhereTheJSONBroke() {
    let issues = TokenFixtures.issues(#"{ "a": [1, }"#)
    #expect(issues.first?.description.contains("line 1, column 12: expected a value, found '}'") == true)
}

@Test func booleansAndNumbersAreNotConfused() {
    let issues = TokenFixtures.issues(
        ##"{ "misc": { "$type": "number", "flag": { "$value": true }, "one": { "$value": 1 } } }"##)
    #expect(issues.contains { $0.path == "misc.flag" })
    #expect(!issues.contains { $0.path == "misc.one" })
}

@Test func tokensUnderAnUnknownGroupTypeAreNotAlsoReportedMissing() {
    let issues = TokenFixtures.issues(
        ##"{ "typography": { "$type": "font", "body": { "$value": { "fontFamily": "Inter" } } } }"##)
    #expect(issues.contains(.unknownType(path: "typography", found: "\"font\"")))
    #expect(!issues.contains(.missingToken(path: "typography.body", type: .typography)))
}

@Test func aContrastPairNamingAnUndefinedColourIsReported() throws {
    let base = try String(decoding: DesignTokens.bundledData(), as: UTF8.self)
    let renamed = base.replacingOccurrences(
        of: ##"{ "foreground": "success""##, with: ##"{ "foreground": "sucess""##)
    #expect(renamed != base)
    let issues = TokenFixtures.issues(renamed)
    #expect(issues.count == Theme.Appearance.allCases.count)
    #expect(issues.first?.description.contains("theme.light.sucess") == true)
    #expect(issues.last?.description.contains("theme.dark.sucess") == true)
}

@Test func aBrokenColourIsReportedOnceAndNotAgainThroughItsContrastPairs() throws {
    let base = try String(decoding: DesignTokens.bundledData(), as: UTF8.self)
    let broken = base.replacingOccurrences(
        of: ##""success": { "$value": "{palette.green-700}" }"##,
        with: ##""success": { "$value": "{palette.green-7}" }"##)
    #expect(broken != base)
    #expect(TokenFixtures.issues(broken) == [.brokenAlias(path: "theme.light.success", alias: "palette.green-7")])
}

@Test func issuesAreGroupedByTokenPath() {
    let issues = TokenFixtures.issues(
        ##"{ "zeta": { "$type": "color", "b": { "$value": "{zeta.x}" } }, "alpha": { "$type": "color", "a": { "$value": "nope" } } }"##
    )
    let paths = issues.map(\.path)
    #expect(paths == paths.sorted())
}

@Test func anAliasToAGroupSaysItNamesAGroup() {
    let issues = TokenFixtures.issues(
        #"{ "palette": { "$type": "color", "blue": { "light": { "$value": \#(TokenFixtures.srgb(0.5, 0.7, 1)) } }, "sky": { "$value": "{palette.blue}" } } }"#
    )
    #expect(issues.contains(.aliasToGroup(path: "palette.sky", alias: "palette.blue")))
}

@Test func aBrokenReferenceInsideACompositeNamesTheField() {
    let issues = TokenFixtures.issues(
        #"{ "typography": { "$type": "typography", "body": { "$value": { "fontFamily": "{font.nope}", "fontSize": \#(TokenFixtures.px(17)), "fontWeight": 400, "letterSpacing": \#(TokenFixtures.px(0)), "lineHeight": 1.4 } } } }"#
    )
    #expect(issues.contains(.brokenAlias(path: "typography.body.fontFamily", alias: "font.nope")))
}

@Test func aReferenceInsideACompositeMustHaveTheFieldsType() {
    let issues = TokenFixtures.issues(
        #"{ "size": { "$type": "dimension", "m": { "$value": \#(TokenFixtures.px(17)) } }, "typography": { "$type": "typography", "body": { "$value": { "fontFamily": "Inter", "fontSize": "{size.m}", "fontWeight": "{size.m}", "letterSpacing": \#(TokenFixtures.px(0)), "lineHeight": 1.4 } } } }"#
    )
    #expect(
        issues.contains(
            .aliasTypeMismatch(
                path: "typography.body.fontWeight", alias: "size.m", expected: .fontWeight, found: .dimension)
        ))
}

@Test func aGroupWithATypeButNoTokensIsAWarning() {
    let report = TokenFixtures.check(#"{ "black": { "50": { "$type": "color" } } }"#)
    #expect(report.isValid)
    #expect(report.warnings == [.incompleteToken(path: "black.50")])
}

@Test func theReportOfMergedFilesNamesEveryFile() {
    let report = TokenFixtures.check(
        #"{ "g": { "$type": "number", "a": { "$value": 1 } } }"#, #"{ "g": { "b": { "$value": "{g.a}" } } }"#)
    #expect(report.issues == [])
    #expect(report.source == "file1.json + file2.json")
}
