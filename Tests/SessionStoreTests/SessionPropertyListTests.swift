import Foundation
import Testing

@testable import SessionStore

/// The state file's format: a binary property list any property-list reader understands,
/// read back exactly, and damaged files refused with a reason instead of a crash.
struct SessionPropertyListTests {
    private func session(bookmarks count: Int) -> SessionState {
        var state = SessionState(isLoggedIn: true, displayName: "Zoë Ñandú 🌍", email: "zoe@example.com")
        for index in 0..<count {
            state.bookmarks.insert(
                .init(
                    id: "item-\(index)", title: index.isMultiple(of: 3) ? "Café \(index) ✓" : "Title \(index)",
                    source: index.isMultiple(of: 2) ? "home" : "explore",
                    savedAt: Date(timeIntervalSinceReferenceDate: 1_000.25 * Double(index))))
        }
        return state
    }

    /// 15 bookmarks need a count after the marker; 300 need two-byte references; 20,000 four-byte ones.
    @Test(arguments: [0, 1, 14, 15, 300, 20_000])
    func whatIsWrittenReadsBackUnchanged(bookmarks count: Int) throws {
        let state = session(bookmarks: count)
        #expect(try SessionPropertyList.decode(Data(SessionPropertyList.encode(state))) == state)
    }

    @Test func foundationReadsWhatIsWrittenAsTheSameSession() throws {
        let state = session(bookmarks: 20)
        let root =
            try PropertyListSerialization.propertyList(
                from: Data(SessionPropertyList.encode(state)), format: nil) as? [String: Any]
        let stored = try #require(root?["session"] as? [String: Any])
        #expect(stored["displayName"] as? String == "Zoë Ñandú 🌍")
        let bookmarks = try #require(stored["bookmarks"] as? [[String: Any]])
        #expect(bookmarks.map { $0["id"] as? String } == state.bookmarks.map(\.id))
        #expect(bookmarks.map { $0["title"] as? String } == state.bookmarks.map(\.title))
        #expect(bookmarks.map { $0["savedAt"] as? Date } == state.bookmarks.map(\.savedAt))
    }

    @Test func aBinaryFileFoundationWroteReadsAsTheSameSession() throws {
        let savedAt = Date(timeIntervalSinceReferenceDate: 123_456.5)
        let bookmarks = (0..<40).map { index -> [String: Any] in
            ["id": "e\(index)", "title": "Ünïcode \(index)", "source": "explore", "savedAt": savedAt]
        }
        let root: [String: Any] = [
            "session": [
                "isLoggedIn": 1, "displayName": "Ada", "email": "ada@example.com", "bookmarks": bookmarks,
            ] as [String: Any],
            "somethingElse": [1, 2.5, "three"] as [Any],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        let state = try SessionPropertyList.decode(data)
        #expect(state.isLoggedIn && state.email == "ada@example.com")
        #expect(state.bookmarks.map(\.title) == (0..<40).map { "Ünïcode \($0)" })
        #expect(state.bookmarks.allSatisfy { $0.savedAt == savedAt && $0.source == "explore" })
    }

    /// A binary property list whose one array holds itself: a walk would never end.
    private var arrayThatHoldsItself: Data {
        var bytes = Array("bplist00".utf8)
        bytes += [0xA1, 0x00]  // object 0: an array of one, object 0
        bytes += [0x08]  // offset table: object 0 at byte 8
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8)
        bytes += [0, 0, 0, 0, 0, 0, 0, 10]
        return Data(bytes)
    }

    @Test func damagedBinaryFilesAreRefusedWithAReason() throws {
        let good = Data(SessionPropertyList.encode(session(bookmarks: 3)))
        let damaged: [Data] = [
            good.prefix(good.count / 2), good.prefix(12), arrayThatHoldsItself,
            good.prefix(good.count - 8) + Data(repeating: 0xFF, count: 8),
            Data("bplist00".utf8) + Data(repeating: 0, count: 40),
        ]
        for data in damaged {
            #expect(throws: SessionContentProblem.self) { try SessionPropertyList.decode(data) }
        }
    }

    @Test func flippedBytesGiveASessionOrAReasonNeverACrash() {
        let good = Data(SessionPropertyList.encode(session(bookmarks: 20)))
        // A fixed seed: the same damaged files on every run.
        var random = SplitMix64(seed: 0x5EED)
        func next() -> UInt64 { random.next() }
        var refused = 0
        for _ in 0..<3_000 {
            var damaged = good
            for _ in 0...(next() % 4) {
                let index = damaged.startIndex + Int(next() % UInt64(damaged.count))
                damaged[index] = UInt8(truncatingIfNeeded: next())
            }
            do {
                _ = try SessionPropertyList.decode(damaged)
            } catch {
                refused += 1
            }
        }
        // Most flips land in strings and still read; the rest are refused with a reason.
        #expect(refused > 0)
    }

    @Test func everyTruncationOfAGoodFileIsRefusedNotACrash() {
        let good = Data(SessionPropertyList.encode(session(bookmarks: 2)))
        for length in 0..<good.count {
            #expect(throws: SessionContentProblem.self) { try SessionPropertyList.decode(good.prefix(length)) }
        }
    }
}
