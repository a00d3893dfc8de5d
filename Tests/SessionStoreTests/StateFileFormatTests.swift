import Foundation
import Testing

@testable import SessionStore

/// Whatever a state file claims to be, it is read by the app's own readers, whose work is
/// bounded by the file's length; nothing reaches Foundation's property-list parser. Off the
/// main actor: these tests share nothing with the app's screens, and wait for no test that
/// holds it.
nonisolated struct StateFileFormatTests {
    /// A binary property list under `header` whose arrays each hold the one before twice:
    /// a few hundred bytes whose tree, walked naively, has 2^64 leaves.
    private func sharedGraph(header: String, levels: Int = 64) -> Data {
        var bytes = Array(header.utf8)
        var offsets = [bytes.count]
        bytes.append(0x08)  // object 0: false
        for level in 1...levels {
            offsets.append(bytes.count)
            bytes += [0xA2, UInt8(level - 1), UInt8(level - 1)]  // object N: [N-1, N-1]
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        bytes += withUnsafeBytes(of: UInt64(levels + 1).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: UInt64(levels).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: UInt64(table).bigEndian, Array.init)
        return Data(bytes)
    }

    /// The app's reader refuses the file by its work budget, which the file's length sets, and
    /// the message says so; the work is counted there, not timed. The time limit only stops a
    /// reader that walked the 2^64 leaves (as Foundation's would) from hanging the run: the test
    /// takes milliseconds on a loaded machine, and waits for no other test.
    @Test(.timeLimit(.minutes(1)), arguments: ["bplist00", "bplist01", "bplist09", "bplist0\u{7F}"])
    func aSharedGraphIsRefusedUnderEveryBinaryHeader(header: String) {
        let data = sharedGraph(header: header)
        #expect(data.count < 1_000)
        let refusal = SessionContentProblem.damagedBinary(
            detail: "collections share their contents more often than a property list can")
        #expect(throws: refusal) { try SessionPropertyList.decode(data) }
    }

    @Test func aSessionUnderAnotherVersionDigitReadsAsTheSession() throws {
        let state = SessionState(isLoggedIn: true, displayName: "Ada", email: "ada@example.com")
        var data = Data(SessionPropertyList.encode(state))
        data[7] = UInt8(ascii: "1")
        #expect(try SessionPropertyList.decode(data) == state)
    }

    @Test func aBinaryFormatOfAnotherVersionIsRefusedNamingIt() throws {
        var data = Data(SessionPropertyList.encode(SessionState(isLoggedIn: true)))
        data[6] = UInt8(ascii: "1")
        #expect(throws: SessionContentProblem.self) { try SessionPropertyList.decode(data) }
        do {
            _ = try SessionPropertyList.decode(data)
        } catch {
            #expect(error.description.contains("version '10' of the binary format"))
        }
    }

    /// The text format of NeXTSTEP, which only Foundation's parser reads.
    @Test func aTextFormatOnlyFoundationReadsIsRefused() {
        let data = Data(#"{ session = { isLoggedIn = YES; email = "ada@example.com"; }; }"#.utf8)
        #expect(throws: SessionContentProblem.notPropertyList) {
            try SessionPropertyList.decode(data)
        }
    }

    @Test func aLargeXMLFileFoundationWroteReadsAsTheSameSession() throws {
        let bookmarks = (0..<10_000).map { index -> [String: Any] in
            [
                "id": "item-\(index)", "title": "Saved <article> & \"number\" \(index) ✓", "source": "home",
                "savedAt": Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(index)),
            ]
        }
        let root: [String: Any] = [
            "session": ["isLoggedIn": true, "displayName": "Zoë", "email": "zoe@example.com", "bookmarks": bookmarks]
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
        let state = try SessionPropertyList.decode(data)
        #expect(state.displayName == "Zoë")
        #expect(state.bookmarks.count == 10_000)
        #expect(state.bookmarks.map(\.title).last == "Saved <article> & \"number\" 9999 ✓")
        #expect(state.bookmarks.map(\.savedAt).first == Date(timeIntervalSinceReferenceDate: 700_000_000))
    }
}
