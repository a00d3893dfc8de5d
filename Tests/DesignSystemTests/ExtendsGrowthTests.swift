import DesignSystemTestSupport
import Foundation
import Testing

@testable import DesignSystem

/// Token files whose `$extends` chain or double: each is applied in time proportional to the
/// file, or refused at the copy limit.
private enum ExtendsFiles {
    /// `g0` extends `g1`, which extends `g2`... and only the last group holds a token.
    static func extendsChain(length: Int) -> String {
        var members = (0..<(length - 1)).map { #""g\#($0)": { "$extends": "{g\#($0 + 1)}" }"# }
        members.append(#""g\#(length - 1)": { "t": { "$type": "number", "$value": 1 } }"#)
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// `g<n>` holds two groups, each extending `g<n-1>`: the token of `g0` would be copied 2^levels times.
    static func doublingExtends(levels: Int) -> String {
        var members = [#""g0": { "t": { "$type": "number", "$value": 1 } }"#]
        for level in 1...levels {
            let previous = #"{ "$extends": "{g\#(level - 1)}" }"#
            members.append(#""g\#(level)": { "a": \#(previous), "b": \#(previous) }"#)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

@Test func aChainOfFiveThousandExtendsIsAppliedWithinFiveSeconds() throws {
    let json = ExtendsFiles.extendsChain(length: 5_000)
    let run = Deadline.run(within: 5) { TokenFixtures.check(json) }
    let report = try #require(run, "applying a chain of 5,000 $extends was still running after 5 s")
    #expect(report.value.issues == [])
    #expect(report.value.tokens.count == 5_000)
    #expect(report.value.tokens.first { $0.path == "g0.t" }?.value == .number(1))
}

@Test func extendsThatDoubleAtEveryLevelStopAtTheCopyLimit() throws {
    let json = ExtendsFiles.doublingExtends(levels: 30)
    let run = Deadline.run(within: 2) { TokenFixtures.check(json) }
    let report = try #require(run, "30 levels of doubling $extends were still being applied after 2 s")
    let refused = report.value.issues.filter { $0.description.contains("would copy more than") }
    #expect(!refused.isEmpty)
    #expect(refused.allSatisfy { $0.kind == "brokenExtends" })
    #expect(report.value.tokens.count < 20_000)
}

@Test func aGroupWaitingThroughItsMembersOnItselfIsReported() {
    let report = TokenFixtures.check(
        #"{ "x": { "m": { "$extends": "{t}" } }, "t": { "y": { "$extends": "{x}" } } }"#)
    #expect(report.issues.map(\.kind) == ["brokenExtends", "brokenExtends"])
    #expect(Set(report.issues.map(\.path)) == ["t.y", "x.m"])
}

@Test func aGroupsOwnMembersTakePartInItsTargetBeforeItIsCopied() {
    let report = TokenFixtures.check(
        #"{ "copy": { "$extends": "{base}" }, "base": { "inner": { "$extends": "{extra}" } }, "extra": { "t": { "$type": "number", "$value": 2 } } }"#
    )
    #expect(report.issues == [])
    #expect(report.tokens.first { $0.path == "copy.inner.t" }?.value == .number(2))
}
