import Testing

@testable import DesignSystem

private let blue = ##"{ "colorSpace": "srgb", "components": [0.2, 0.4, 0.9] }"##

@Test func aChainOfAliasesTakesTheTypeOfWhatItEndsOn() {
    let report = TokenFixtures.check(
        ##"{ "base": { "$type": "number", "$value": 4 }, "brand": { "$value": "{base}" }, "link": { "$value": "{brand}" } }"##
    )
    #expect(report.issues == [])
    let link = report.tokens.first { $0.path == "link" }
    #expect(link?.value == .number(4))
    #expect(link?.aliasOf == "brand")
}

@Test func anAliasToATokenOfAnotherDeclaredTypeIsRefused() {
    let report = TokenFixtures.check(
        ##"{ "a": { "$type": "number", "$value": 3 }, "b": { "$type": "color", "$value": "{a}" } }"##)
    #expect(report.issues == [.aliasTypeMismatch(path: "b", alias: "a", expected: .color, found: .number)])
}

@Test func anAliasToAnUntypedTokenReportsTheTargetNotAMissingToken() {
    let report = TokenFixtures.check(##"{ "a": { "$value": 3 }, "b": { "$value": "{a}" } }"##)
    #expect(report.issues == [.missingType(path: "a")])
}

@Test func aJSONPointerRefToAWholeTokenIsAnAlias() {
    let report = TokenFixtures.check(
        ##"{ "colors": { "blue": { "$type": "color", "$value": \##(blue) } }, "primary": { "$ref": "#/colors/blue" } }"##
    )
    #expect(report.issues == [])
    #expect(report.tokens.first { $0.path == "primary" }?.aliasOf == "colors.blue")
}

@Test func aJSONPointerReachesIntoAValue() {
    let report = TokenFixtures.check(
        ##"{ "colors": { "blue": { "$type": "color", "$value": \##(blue) } }, "hue": { "$type": "number", "$value": { "$ref": "#/colors/blue/$value/components/1" } } }"##
    )
    #expect(report.issues == [])
    #expect(report.tokens.first { $0.path == "hue" }?.value == .number(0.4))
}

@Test func jsonPointersFillInPartsOfCompositeValues() {
    let report = TokenFixtures.check(
        ##"{ "base": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } }, "small": { "$type": "dimension", "$value": { "value": { "$ref": "#/base/$value/value" }, "unit": "rem" } }, "tinted": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [{ "$ref": "#/red/$value/components/0" }, 0, 0] } }, "red": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } }"##
    )
    #expect(report.issues == [])
    #expect(report.tokens.first { $0.path == "small" }?.value == .dimension(256))
    #expect(report.tokens.first { $0.path == "tinted" }.map { $0.value.description } == "#FF0000")
}

@Test func aJSONPointerUnescapesTildeAndSlash() {
    let report = TokenFixtures.check(
        ##"{ "my/group": { "a~b": { "$type": "number", "$value": 7 } }, "x": { "$ref": "#/my~1group/a~0b" } }"##)
    #expect(report.tokens.first { $0.path == "x" }?.value == .number(7))
}

@Test func aJSONPointerThatLeadsNowhereSaysWhere() {
    let report = TokenFixtures.check(
        ##"{ "a": { "$type": "number", "$value": 1 }, "b": { "$type": "number", "$value": { "$ref": "#/a/$value/0" } }, "c": { "$ref": "#/missing" } }"##
    )
    #expect(report.issues.map(\.kind) == ["invalidReference", "invalidReference"])
    #expect(report.issues.last?.description.contains("\"missing\" does not exist") == true)
}

@Test func referencesInsideCompositesAreFollowed() {
    let report = TokenFixtures.check(
        ##"{ "ink": { "$type": "color", "$value": \##(blue) }, "w": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } }, "line": { "$type": "border", "$value": { "color": "{ink}", "width": "{w}", "style": "solid" } }, "copy": { "$value": "{line}" } }"##
    )
    #expect(report.issues == [])
    #expect(report.tokens.first { $0.path == "copy" }?.value.type == .border)
}

@Test func aCycleIsReportedOnceWhereverItIsEntered() {
    let report = TokenFixtures.check(
        ##"{ "n": { "$type": "number", "a": { "$value": "{n.b}" }, "b": { "$value": "{n.c}" }, "c": { "$value": "{n.a}" }, "d": { "$value": "{n.a}" } } }"##
    )
    #expect(report.issues == [.aliasCycle(["n.a", "n.b", "n.c", "n.a"])])
}

@Test func aCycleThroughACompositeIsReported() {
    let report = TokenFixtures.check(
        ##"{ "s": { "$type": "shadow", "$value": ["{s}"] }, "p": { "$type": "number", "$value": { "$ref": "#/q/$value" } }, "q": { "$type": "number", "$value": { "$ref": "#/p/$value" } } }"##
    )
    #expect(report.issues.contains(.aliasCycle(["s", "s"])))
    #expect(report.issues.contains(.aliasCycle(["p", "q", "p"])))
}

@Test func malformedCurlyReferencesAreRefused() {
    let report = TokenFixtures.check(##"{ "a": { "$type": "number", "$value": "{a..b}" } }"##)
    #expect(report.issues.map(\.kind) == ["invalidReference"])
}
