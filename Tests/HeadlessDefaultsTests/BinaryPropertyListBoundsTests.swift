import Foundation
import Testing

@testable import HeadlessDefaults

/// Nothing in a binary property list can make the reader walk without end: nesting is bounded,
/// and so is the work when containers share their contents.
struct BinaryPropertyListBoundsTests {
    /// A file of `count` objects, object `i` holding the references `children(i)`, with one-byte
    /// offsets and references; the top object is object 0.
    private func file(objects count: Int, children: (Int) -> [Int]) -> Data {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for index in 0..<count {
            offsets.append(bytes.count)
            let references = children(index)
            bytes += [0xA0 | UInt8(references.count)] + references.map(UInt8.init)
        }
        let tableStart = bytes.count
        bytes += offsets.map { UInt8($0) }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(count)] + [UInt8](repeating: 0, count: 8)
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(tableStart)]
        return Data(bytes)
    }

    private func refusal(_ data: Data) -> String? {
        do {
            _ = try BinaryPropertyListReader.read(data)
            return nil
        } catch {
            return error.description
        }
    }

    /// Each array holds the next one twice: 24 levels are 2^24 visits for a walk of the tree,
    /// in a file of 134 bytes. The walk stops at the budget the file's size allows.
    @Test func arraysThatShareTheirContentsAreRefusedByTheWorkBudget() {
        let levels = 24
        let data = file(objects: levels) { $0 + 1 < levels ? [$0 + 1, $0 + 1] : [] }
        #expect(data.count < 150)
        #expect(refusal(data) == "collections share their contents more often than a property list can")
    }

    /// A chain of single arrays deeper than the limit, each a different object: only the depth
    /// bound stops it (the work is linear).
    @Test func nestingDeeperThanTheLimitIsRefused() {
        let levels = BinaryPropertyListReader.maximumDepth + 2
        let data = file(objects: levels) { $0 + 1 < levels ? [$0 + 1] : [] }
        #expect(refusal(data)?.hasPrefix("the property list nests deeper than 64 levels") == true)
        let shallow = file(objects: BinaryPropertyListReader.maximumDepth) {
            $0 + 1 < BinaryPropertyListReader.maximumDepth ? [$0 + 1] : []
        }
        #expect(refusal(shallow) == nil)
    }
}
