import Foundation

/// A new folder under the temporary directory for one test, with helpers to write files,
/// folders and links into it; removed when the value is released.
final class ScratchFolder {
    let url: URL
    var path: String { url.path }

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-files-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` at `name` (folders created on the way) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// Writes `text` at `name` in the folder itself with one `open` and one `write`: for the
    /// tests that write thousands of files, where Foundation's writing costs more than the test.
    func writeQuickly(_ name: String, _ text: String) {
        let descriptor = open(url.appendingPathComponent(name).path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Makes `name` a symbolic link to `destination` and returns its path.
    @discardableResult
    func link(_ name: String, to destination: String) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: destination)
        return file.path
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    /// The names in the folder, hidden ones included.
    func names(in folder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path).sorted()
    }

    /// The `stat` of `name`, not following a link.
    func status(_ name: String) -> stat {
        var status = stat()
        _ = lstat(url.appendingPathComponent(name).path, &status)
        return status
    }
}
