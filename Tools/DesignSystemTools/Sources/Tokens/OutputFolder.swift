import CommandLineKit
import Foundation

/// The folder `App tokens migrate --output DIR` writes into: a folder, or nothing yet (it is
/// created). A symbolic link is refused rather than followed, as for the files written in it.
enum OutputFolder {
    /// Why `path` cannot be the output folder, or nil when it is a folder or nothing yet.
    static func refusal(for path: String) -> String? {
        guard !path.isEmpty else { return "the path is empty" }
        guard let status = PosixFileSystemCalls().status(of: path, followingLinks: false) else { return nil }
        switch FileKind(mode: status.st_mode) {
        case .folder: return nil
        case .regularFile: return "it is a file, expected a folder"
        case let kind: return kind.refusal
        }
    }
}
