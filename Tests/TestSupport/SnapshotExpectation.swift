import HeadlessUI
import HeadlessUITesting
import Testing

/// Compares `text` with its committed reference beside the calling test file and records a
/// test issue with the diff when they differ or the reference is missing.
public func expectSnapshot(
    _ text: String,
    named name: String,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let failure = TextSnapshot.verify(text, named: name, testFile: filePath, testName: function) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
