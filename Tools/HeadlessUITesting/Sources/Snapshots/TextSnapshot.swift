import Foundation
import HeadlessUI

/// Text snapshots for tests: compares a render with the committed reference under
/// `__Snapshots__/<TestFile>/<test>.<name>.txt` next to the test file. A missing reference is
/// recorded and reported as a failure; `SNAPSHOT_RECORD=1` re-records every reference that
/// changed (and fails for each of those, so a recording run is never mistaken for a passing
/// one), while a reference that still matches passes and is left alone.
public enum TextSnapshot {
    /// The environment variable that switches to recording.
    public static let recordVariable = "SNAPSHOT_RECORD"

    /// Whether this process runs with `SNAPSHOT_RECORD=1`.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// Compares `text` with its reference. Returns `nil` when they match, otherwise a message
    /// for the test failure: recorded, re-recorded, or a unified diff of the mismatch.
    ///
    /// - Parameters:
    ///   - name: Distinguishes several snapshots of one test (e.g. `light`, `dark`).
    ///   - testFile: The test's `#filePath`; the reference lives beside it.
    ///   - testName: The test's `#function`.
    ///   - recording: Whether changed references are rewritten (`SNAPSHOT_RECORD=1` by default).
    public static func verify(
        _ text: String,
        named name: String,
        testFile: String = #filePath,
        testName: String = #function,
        recording: Bool = isRecording
    ) -> String? {
        let reference = referenceURL(named: name, testFile: testFile, testName: testName)
        let existing = try? String(contentsOf: reference, encoding: .utf8)
        if let existing {
            if existing == text { return nil }
            if !recording { return mismatch(expected: existing, actual: text, reference: reference) }
        }
        do {
            try FileManager.default.createDirectory(
                at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: reference, atomically: true, encoding: .utf8)
        } catch {
            return "could not record snapshot \(reference.path): \(error.localizedDescription)"
        }
        guard let existing else {
            // Nothing to switch off when the variable was never set: the next run compares.
            let next = recording ? "then run again without \(recordVariable)" : "then commit it"
            return "recorded a new reference \(reference.path); check it, \(next)"
        }
        let diff = UnifiedDiff.lines(from: existing, to: text)
        return "re-recorded \(reference.path), which changed; check the change, then run again without "
            + "\(recordVariable):\n" + diff
    }

    /// Where the reference for one snapshot lives.
    public static func referenceURL(named name: String, testFile: String, testName: String) -> URL {
        let file = URL(fileURLWithPath: testFile)
        let testFileName = file.deletingPathExtension().lastPathComponent
        let test = testName.prefix { $0 != "(" }
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFileName)
            .appendingPathComponent("\(test).\(name).txt")
    }

    private static func mismatch(expected: String, actual: String, reference: URL) -> String {
        let diff = UnifiedDiff.lines(from: expected, to: actual)
        return "snapshot does not match \(reference.path) (\(recordVariable)=1 re-records):\n" + diff
    }
}
