import CommandLineKit
import Foundation

/// Writes a report `App test` was asked for (`--junit`, `--format ... --output`): only to a
/// regular file or a name with nothing there yet, and by replacing it whole.
///
/// A named pipe would block the run until some other process reads it (or feed that process),
/// a device would be written through, a symbolic link would have its target overwritten, and a
/// folder cannot be one file: each is refused before any flow runs, and again when the report
/// is written. The report is written through `UserFileReplacement`, as every file a command
/// rewrites: a new file beside the path takes its name, so what was at the path is replaced,
/// never written into, and a report replaced keeps its permissions and owner.
enum FlowFileReportFile {
    /// Why `path` must not be written, or nil when it names a regular file or nothing yet.
    static func refusal(for path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty; give the path of a file" }
        var status = stat()
        // Does not follow a symbolic link: the link itself is judged.
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "it is a symbolic link; give the path of a regular file"
        case S_IFDIR: return "it is a folder; give the path of a file in it"
        case S_IFIFO: return "it is a named pipe, which would block the run; give the path of a regular file"
        case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
        case S_IFSOCK: return "it is a socket, not a regular file"
        default: return "it is not a regular file"
        }
    }

    /// Writes `text` to `path`, creating the folders it needs.
    ///
    /// - Parameter what: The report, as the error names it ("the JUnit report").
    /// - Throws: `FlowFileUsageError` saying why, when `path` is refused or cannot be written.
    static func write(_ text: String, to path: String, what: String) throws(FlowFileUsageError) {
        if let refusal = refusal(for: path) {
            throw FlowFileUsageError("cannot write \(what) to '\(path)': \(refusal)")
        }
        let folder = (path as NSString).deletingLastPathComponent
        do {
            if !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        } catch {
            throw FlowFileUsageError("cannot write \(what) to '\(path)': cannot create the folder '\(folder)'")
        }
        do {
            try UserFileReplacement().write(Array(text.utf8), to: path)
        } catch {
            throw FlowFileUsageError("cannot write \(what) to '\(path)': \(error.reason)")
        }
    }
}
