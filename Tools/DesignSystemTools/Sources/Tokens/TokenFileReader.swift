import CommandLineKit
import DesignSystem
import Foundation

/// Reads token files named on the command line, refusing what is not a readable regular file
/// (a folder, a named pipe, a device) with a message naming the path and what it is.
enum TokenFileReader {
    /// Reads the file at `path` as a token source named by its file name, with the version
    /// read, for a command that may replace it later.
    static func read(_ path: String) throws(FileAccessError) -> (source: TokenSource, file: InputFile) {
        let file: InputFile
        do {
            file = try InputFile.read(path)
        } catch {
            guard error.reason == FileKind.folder.refusal else { throw error }
            throw FileAccessError(path: path, reason: "is a directory, expected a tokens file")
        }
        return (TokenSource(name: URL(fileURLWithPath: path).lastPathComponent, data: Data(file.bytes)), file)
    }
}
