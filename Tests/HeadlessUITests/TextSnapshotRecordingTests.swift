import Foundation
import HeadlessUI
import HeadlessUITesting
import Testing

/// What a snapshot says when it records: nothing about a variable that was never set, and a
/// failure for exactly the references that changed.
@Suite struct TextSnapshotRecordingTests {
    /// A test file path inside a fresh folder, so references land there.
    private func testFile() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshots-\(UUID().uuidString)")
            .appendingPathComponent("ExampleTests.swift").path
    }

    private func cleanUp(_ testFile: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: testFile).deletingLastPathComponent())
    }

    @Test func aNewReferenceOutsideARecordingRunSaysToCommitIt() throws {
        let file = testFile()
        defer { cleanUp(file) }
        let message = try #require(
            TextSnapshot.verify("hello", named: "light", testFile: file, testName: "greeting()", recording: false))
        #expect(message.hasPrefix("recorded a new reference "))
        #expect(message.hasSuffix("check it, then commit it"))
        #expect(!message.contains(TextSnapshot.recordVariable))
        #expect(
            TextSnapshot.verify("hello", named: "light", testFile: file, testName: "greeting()", recording: false)
                == nil)
    }

    @Test func aNewReferenceInARecordingRunSaysToRunAgainWithoutRecording() throws {
        let file = testFile()
        defer { cleanUp(file) }
        let message = try #require(
            TextSnapshot.verify("hello", named: "light", testFile: file, testName: "greeting()", recording: true))
        #expect(message.hasSuffix("then run again without SNAPSHOT_RECORD"))
    }

    @Test func reRecordingFailsOnlyForTheReferencesThatChanged() throws {
        let file = testFile()
        defer { cleanUp(file) }
        let names = ["a", "b", "c", "d", "e", "f"]
        for name in names {
            _ = TextSnapshot.verify("old \(name)", named: name, testFile: file, testName: "screen()", recording: false)
        }
        let changed: Set = ["b", "e"]
        let messages = names.compactMap { name in
            TextSnapshot.verify(
                changed.contains(name) ? "new \(name)" : "old \(name)", named: name, testFile: file,
                testName: "screen()", recording: true)
        }
        #expect(messages.count == changed.count)
        #expect(messages.allSatisfy { $0.hasPrefix("re-recorded ") && $0.contains("+new ") })
        for name in names {
            let reference = TextSnapshot.referenceURL(named: name, testFile: file, testName: "screen()")
            let expected = changed.contains(name) ? "new \(name)" : "old \(name)"
            #expect(try String(contentsOf: reference, encoding: .utf8) == expected)
        }
    }

    @Test func aMismatchOutsideARecordingRunLeavesTheReferenceAndShowsTheDiff() throws {
        let file = testFile()
        defer { cleanUp(file) }
        _ = TextSnapshot.verify("one\ntwo\n", named: "light", testFile: file, testName: "list()", recording: false)
        let message = try #require(
            TextSnapshot.verify("one\nthree\n", named: "light", testFile: file, testName: "list()", recording: false))
        #expect(message.contains("-two"))
        #expect(message.contains("+three"))
        let reference = TextSnapshot.referenceURL(named: "light", testFile: file, testName: "list()")
        #expect(try String(contentsOf: reference, encoding: .utf8) == "one\ntwo\n")
    }
}
