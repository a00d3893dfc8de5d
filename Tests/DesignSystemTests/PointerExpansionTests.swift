import DesignSystemTestSupport
import Foundation
import Testing

@testable import DesignSystem

/// Token files whose JSON Pointers would make them grow: each is checked in time proportional
/// to the file, or refused at the copy limit.
enum PointerFiles {
    /// `l0` to `l<levels>`: each level's value holds two pointers to the next level's, so
    /// expanding `l0` in full would copy 2^levels values.
    static func pointerFanOut(levels: Int) -> String {
        var members: [String] = []
        for level in 0..<levels {
            let next = ##"{ "$ref": "#/l\##(level + 1)/$value/x" }"##
            members.append(#""l\#(level)": { "$type": "number", "$value": { "x": { "a": \#(next), "b": \#(next) } } }"#)
        }
        members.append(#""l\#(levels)": { "$type": "number", "$value": { "x": 1 } }"#)
        return "{" + members.joined(separator: ", ") + "}"
    }
}

@Test func aFileWhosePointersFanOutThirtyLevelsIsCheckedWithinTwoSeconds() throws {
    let json = PointerFiles.pointerFanOut(levels: 30)
    let run = Deadline.run(within: 2) { TokenFixtures.check(json) }
    let report = try #require(run, "checking a 30-level pointer fan-out was still running after 2 s")
    let tooLarge = report.value.issues.filter {
        $0.kind == "invalidReference"
            && ($0.description.contains("expands to more than") || $0.description.contains("would copy more than"))
    }
    #expect(tooLarge.contains { $0.path == "l0" }, "\(report.value.issues.prefix(3))")
}

/// A chain of pointers `c00`... each naming the next's value; tokens are resolved in path
/// order, so with `reversed` the short chains are resolved (and kept) before the long ones.
private func pointerChain(length: Int, reversed: Bool) -> String {
    func name(_ index: Int) -> String {
        let number = reversed ? length - index : index
        return "c" + (number < 10 ? "0" : "") + String(number)
    }
    var members = (0..<length).map {
        ##""\##(name($0))": { "$type": "number", "$value": { "x": { "y": { "$ref": "#/\##(name($0 + 1))/$value/x" } } } }"##
    }
    members.append(#""\#(name(length))": { "$type": "number", "$value": { "x": 1 } }"#)
    return "{" + members.joined(separator: ", ") + "}"
}

@Test(arguments: [false, true])
func pointersNestingBeyondTheLimitAreRefusedInWhateverOrderTheyAreResolved(reversed: Bool) {
    let report = TokenFixtures.check(pointerChain(length: 40, reversed: reversed))
    let tooDeep = Set(report.issues.filter { $0.description.contains("nest more than 32 deep") }.map(\.path))
    let top = reversed ? "c40" : "c00"
    let shallow = reversed ? "c01" : "c39"
    #expect(tooDeep.contains(top))
    #expect(!tooDeep.contains(shallow))
    #expect(tooDeep.count == 8, "\(tooDeep.sorted())")
}
