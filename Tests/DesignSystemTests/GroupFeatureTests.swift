import Testing

@testable import DesignSystem

private let one = #"{ "value": 1, "unit": "px" }"#

@Test func aTokenTakesTheTypeOfItsNearestTypedGroup() {
    let report = TokenFixtures.check(
        #"{ "a": { "$type": "number", "b": { "$type": "dimension", "c": { "$value": \#(one) } }, "d": { "$value": 2 } } }"#
    )
    #expect(report.issues == [])
    #expect(report.tokens.map(\.value.type) == [.dimension, .number])
}

@Test func aTokensOwnTypeWinsOverItsGroups() {
    let report = TokenFixtures.check(#"{ "g": { "$type": "color", "n": { "$type": "number", "$value": 3 } } }"#)
    #expect(report.issues == [])
    #expect(report.tokens.first?.value == .number(3))
}

@Test func aLiteralWithNoTypeAnywhereIsRefused() {
    #expect(TokenFixtures.check(#"{ "g": { "n": { "$value": 3 } } }"#).issues == [.missingType(path: "g.n")])
}

@Test func extendingAGroupInheritsItsTokensAndTypeAndKeepsLocalOverrides() {
    let report = TokenFixtures.check(
        #"{ "base": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 }, "sub": { "c": { "$value": 3 } } }, "ext": { "$extends": "{base}", "b": { "$value": 20 }, "d": { "$value": 4 } } }"#
    )
    #expect(report.issues == [])
    let values = Dictionary(uniqueKeysWithValues: report.tokens.map { ($0.path, $0.value) })
    #expect(values["ext.a"] == .number(1))
    #expect(values["ext.b"] == .number(20))
    #expect(values["ext.d"] == .number(4))
    #expect(values["ext.sub.c"] == .number(3))
}

@Test func extendingAGroupThatExtendsAnotherTakesBoth() {
    let report = TokenFixtures.check(
        #"{ "c": { "$extends": "{b}" }, "b": { "$extends": "{a}", "y": { "$value": 2 } }, "a": { "$type": "number", "x": { "$value": 1 } } }"#
    )
    #expect(report.issues == [])
    #expect(Set(report.tokens.map(\.path)).isSuperset(of: ["c.x", "c.y", "b.x"]))
}

@Test func extendingSomethingMissingOrAToken() {
    let report = TokenFixtures.check(
        #"{ "t": { "$type": "number", "$value": 1 }, "a": { "$extends": "{nope}" }, "b": { "$extends": "{t}" }, "c": { "$extends": "button" } }"#
    )
    #expect(report.issues.map(\.kind) == ["brokenExtends", "brokenExtends", "invalidProperty"])
    #expect(report.issues.first?.description == "a: $extends {nope} cannot be applied: no group has this path")
}

@Test func anExtendsCycleIsReportedOnceWithEveryGroupInIt() {
    let report = TokenFixtures.check(
        #"{ "a": { "$extends": "{b}" }, "b": { "$extends": "{c}" }, "c": { "$extends": "{a}" }, "d": { "$extends": "{a}" } }"#
    )
    let cycles = report.issues.filter { $0.kind == "extendsCycle" }
    #expect(cycles == [.extendsCycle(["a", "b", "c", "a"])])
    #expect(report.issues.contains { $0.kind == "brokenExtends" && $0.path == "d" })
}

@Test func extendingAnEnclosingGroupIsACycle() {
    let report = TokenFixtures.check(
        #"{ "button": { "$type": "number", "x": { "$value": 1 }, "secondary": { "$extends": "{button}" } } }"#)
    #expect(report.issues == [.extendsCycle(["button.secondary", "button", "button.secondary"])])
}

@Test func aRootTokenIsNamedWithDollarRootAndInheritsTheGroupType() {
    let report = TokenFixtures.check(
        #"{ "spacing": { "$type": "dimension", "$root": { "$value": \#(one) } }, "gap": { "$value": "{spacing.$root}" }, "bad": { "$value": "{spacing}" } }"#
    )
    #expect(report.tokens.first { $0.path == "gap" }?.value == .dimension(1))
    #expect(report.issues == [.aliasToGroup(path: "bad", alias: "spacing")])
}

@Test func aBrokenValueInsideARootTokenIsReported() {
    let report = TokenFixtures.check(#"{ "s": { "$type": "dimension", "$root": { "$value": "{nowhere}" } } }"#)
    #expect(report.issues == [.brokenAlias(path: "s.$root", alias: "nowhere")])
}

@Test func deprecationIsTrueFalseOrAReasonAndPassesDownGroups() {
    let report = TokenFixtures.check(
        #"{ "old": { "$type": "number", "$deprecated": "Use new.", "a": { "$value": 1 }, "b": { "$value": 2, "$deprecated": false } }, "c": { "$type": "number", "$value": 3, "$deprecated": true } }"#
    )
    #expect(report.issues == [])
    let deprecation = Dictionary(uniqueKeysWithValues: report.tokens.map { ($0.path, $0.deprecation) })
    #expect(deprecation["old.a"] == "Use new.")
    #expect(deprecation["old.b"] == .some(nil))
    #expect(deprecation["c"] == "deprecated")
}

@Test func deprecationDescriptionAndExtensionsOfTheWrongKindAreRefused() {
    let report = TokenFixtures.check(
        #"{ "a": { "$type": "number", "$value": 1, "$deprecated": 5 }, "b": { "$type": "number", "$value": 1, "$description": 7 }, "c": { "$type": "number", "$value": 1, "$extensions": [] } }"#
    )
    #expect(report.issues.map(\.kind) == ["invalidProperty", "invalidProperty", "invalidProperty"])
    #expect(
        report.issues.first?.description
            == "a: invalid $deprecated: expected true, false or a string explaining why, found 5")
}

@Test func extensionsAreKeptWithoutBeingJudged() {
    let report = TokenFixtures.check(
        #"{ "a": { "$type": "number", "$value": 1, "$extensions": { "org.example": { "anything": [1, null, "x"] } } } }"#
    )
    #expect(report.issues == [])
    #expect(report.tokens.first?.extensions == #"{ "org.example": { "anything": [1, null, "x"] } }"#)
}

@Test func anObjectCannotBeATokenAndAGroup() {
    let report = TokenFixtures.check(#"{ "a": { "$type": "number", "$value": 1, "child": { "$value": 2 } } }"#)
    #expect(report.issues == [.tokenWithMembers(path: "a", members: ["child"])])
}

@Test func namesStartingWithDollarAreReservedForTheFormat() {
    let report = TokenFixtures.check(#"{ "g": { "$type": "number", "c": { "$valu": 1 } } }"#)
    #expect(report.issues.map(\.kind) == ["invalidProperty"])
    #expect(report.issues.first?.path == "g.c")
}

@Test func namesMayHoldSpacesButNotBracesOrDots() {
    let report = TokenFixtures.check(
        #"{ "token name": { "$type": "number", "$value": 1 }, "a.b": { "$type": "number", "$value": 1 }, "c{": { "$type": "number", "$value": 1 } }"#
    )
    #expect(report.tokens.map(\.path) == ["token name"])
    #expect(report.issues.map(\.kind) == ["invalidName", "invalidName"])
}

@Test func filesAreMergedWithTheLaterFileWinning() {
    let report = TokenFixtures.check(
        #"{ "g": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 } } }"#,
        #"{ "g": { "b": { "$value": 20 }, "c": { "$value": "{g.a}" } } }"#)
    #expect(report.issues == [])
    #expect(report.tokens.map(\.value) == [.number(1), .number(20), .number(1)])
}

@Test func aGroupALaterFileReplacesWithATokenNoLongerExtendsAnything() {
    let report = TokenFixtures.check(
        #"{ "g": { "$extends": "{missing}", "x": { "$type": "number", "$value": 1 } } }"#,
        #"{ "g": { "$type": "number", "$value": 2 } }"#)
    #expect(report.issues == [])
    #expect(report.tokens.map(\.path) == ["g"])
}
