import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

@Test func duplicateKeysAreErrorsWithTheirLines() {
    let report = TokenFixtures.check(
        "{\n  \"a\": { \"$type\": \"number\", \"$value\": 1 },\n  \"a\": { \"$type\": \"number\", \"$value\": 2 }\n}")
    #expect(report.issues == [.duplicateKey(path: "(root)", key: "a", line: 3, firstLine: 2)])
}

@Test func tenThousandNestedGroupsResolveTheirToken() {
    let depth = 10_000
    let json =
        String(repeating: #"{"g":"#, count: depth) + #"{"t":{"$type":"number","$value":5}}"#
        + String(repeating: "}", count: depth)
    let report = TokenFixtures.check(json)
    #expect(report.issues == [])
    #expect(report.tokens.first?.value == .number(5))
    #expect(report.tokens.first?.path.count == depth * 2 + 1)
}

@Test func aReferenceChainTenThousandLongResolves() {
    let length = 10_000
    var members = [#""t0": { "$type": "number", "$value": 1 }"#]
    for index in 1..<length { members.append(#""t\#(index)": { "$value": "{t\#(index - 1)}" }"#) }
    let report = TokenFixtures.check("{" + members.joined(separator: ",") + "}")
    #expect(report.issues == [])
    #expect(report.tokens.count == length)
    #expect(report.tokens.allSatisfy { $0.value == .number(1) })
}

@Test func aCycleTenThousandLongIsReportedOnce() {
    let length = 10_000
    let members = (0..<length).map { #""t\#($0)": { "$type": "number", "$value": "{t\#(($0 + 1) % length)}" }"# }
    let report = TokenFixtures.check("{" + members.joined(separator: ",") + "}")
    #expect(report.issues.count == 1)
    #expect(report.issues.first?.kind == "aliasCycle")
}

@Test func aTenMegabyteFileIsCheckedInFullWithoutHanging() {
    let member =
        #""token-NNNNNN": { "$type": "dimension", "$value": { "value": 16, "unit": "px" }, "$description": "padding padding padding padding" }"#
    var members: [String] = []
    var size = 0
    var index = 0
    while size < 10_000_000 {
        let line = member.replacingOccurrences(of: "NNNNNN", with: String(index))
        members.append(line)
        size += line.utf8.count + 1
        index += 1
    }
    let report = TokenFixtures.check("{" + members.joined(separator: ",") + "}")
    #expect(report.issues == [])
    #expect(report.tokens.count == index)
}

@Test func bytesThatAreNotUTF8AreAMalformedFileWithTheirLine() {
    let data = Data("{\n\"a\": \"".utf8) + Data([0xC3, 0x28]) + Data("\"}".utf8)
    let report = DesignTokens.report(for: [TokenSource(name: "latin1.json", data: data)], appRequirements: false)
    #expect(report.issues.count == 1)
    #expect(
        report.issues.first?.description.contains("latin1.json: expected JSON, found an error at line 2, column 7")
            == true)
}

@Test func aHugeValueIsQuotedShortInItsMessage() {
    let huge = String(repeating: "x", count: 100_000)
    let report = TokenFixtures.check(#"{ "n": { "$type": "number", "$value": "\#(huge)" } }"#)
    #expect((report.issues.first?.description.count ?? .max) < 400)
}

@Test func aValueNestedDeeperThanAnyTypeAllowsIsRefusedNotFollowed() {
    let depth = 5_000
    let value = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let report = TokenFixtures.check(#"{ "n": { "$type": "number", "$value": \#(value) } }"#)
    #expect(report.issues.map(\.kind) == ["invalidProperty"])
}
