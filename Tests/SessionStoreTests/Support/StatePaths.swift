import Foundation

/// State file paths for the store's tests.
enum StatePaths {
    /// A new, empty state file path in a folder of its own under the temporary folder.
    static func fresh() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("session-store-tests-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("state.plist").path
    }
}
