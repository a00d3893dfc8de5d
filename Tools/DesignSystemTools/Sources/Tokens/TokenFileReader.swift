import DesignSystem
import Foundation

/// Reads token files named on the command line, refusing what is not a readable file with
/// a message naming the path.
enum TokenFileReader {
    /// Why a path could not be read.
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let reason: String

        var description: String { "\(path): \(reason)" }
    }

    static func read(_ path: String) throws(Failure) -> TokenSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw Failure(path: path, reason: "is a directory, expected a tokens file")
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return TokenSource(name: URL(fileURLWithPath: path).lastPathComponent, data: data)
        } catch {
            throw Failure(path: path, reason: "could not be read: \(error.localizedDescription)")
        }
    }
}
