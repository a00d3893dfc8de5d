import HeadlessUI
import Testing

/// Compares `text` with the committed reference for the calling test and records a failure
/// when it differs or is missing.
func expectSnapshot(
    _ text: String,
    named name: String,
    testFile: String = #filePath,
    testName: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let failure = TextSnapshot.verify(text, named: name, testFile: testFile, testName: testName) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
