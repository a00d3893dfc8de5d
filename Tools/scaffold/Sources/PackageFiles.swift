import CommandLineKit
import Foundation

/// Reads and writes the package's text files through the replacement every command that
/// rewrites a person's file uses (`UserFileReplacement`): an edited file keeps its permissions
/// and owner, a file edited while the scaffold ran is left alone, and a link or a file with
/// several names is refused. Failures become errors that name the file.
enum PackageFiles {
    /// The file at `url`, read as it is now, to be edited and replaced.
    static func read(_ url: URL) throws(ScaffoldError) -> InputFile {
        do {
            return try InputFile.read(url.path)
        } catch {
            throw .fileFailed(path: url.path, detail: "cannot read: \(error.reason)")
        }
    }

    /// The UTF-8 text of `file`.
    static func text(of file: InputFile) throws(ScaffoldError) -> String {
        guard let text = String(validating: file.bytes, as: UTF8.self) else {
            throw .fileFailed(path: file.path, detail: "cannot read: it is not UTF-8 text")
        }
        return text
    }

    /// Refuses, before anything is written, when one of `files` could not be replaced.
    static func requireReplaceable(_ files: [InputFile]) throws(ScaffoldError) {
        for file in files {
            if let refusal = UserFileReplacement().refusal(toReplace: file.path) {
                throw .fileFailed(path: file.path, detail: "cannot write: \(refusal)")
            }
        }
    }

    /// Replaces `file` with `text`, unless it changed since it was read.
    static func replace(_ file: InputFile, with text: String) throws(ScaffoldError) {
        do {
            try UserFileReplacement().replace(file, with: Array(text.utf8))
        } catch {
            throw .fileFailed(path: file.path, detail: "cannot write: \(error.reason)")
        }
    }

    /// Writes the new file `url` with `text`, creating the folders on the way.
    static func write(_ text: String, to url: URL) throws(ScaffoldError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .fileFailed(path: url.path, detail: "cannot create its folder: \(error.localizedDescription)")
        }
        do {
            try UserFileReplacement().write(Array(text.utf8), to: url.path)
        } catch {
            throw .fileFailed(path: url.path, detail: "cannot write: \(error.reason)")
        }
    }
}
