import CommandLineKit
import Foundation

/// A folder that token files are read from, and nothing outside it: the rule `App tokens
/// resolve` (the resolver's folder) and `App tokens check DIR --theme` (the Tokens Studio
/// folder) share. A path that leads out of it, by `..` or through a symbolic link to a file
/// or a folder anywhere on its way, is refused before anything is read; a link that stays
/// inside is followed.
struct ConfinedFolder {
    /// Why a file of the folder was not read.
    struct Refusal: Error, Equatable {
        let reason: String
    }

    /// The folder, every symbolic link in its path resolved.
    let root: String

    /// The folder at `url`, or nil when it does not exist.
    init?(_ url: URL) {
        guard let resolved = Self.realPath(url.path) else { return nil }
        root = resolved
    }

    /// Reads the file at `relativePath`, a path inside the folder ("a/b.json").
    ///
    /// - Throws: `Refusal` when it leads out of the folder, names the folder itself, is not a
    ///   regular file or cannot be read.
    func read(_ relativePath: String) throws(Refusal) -> InputFile {
        let parts = relativePath.split(separator: "/")
        guard !relativePath.hasPrefix("/"), !parts.contains("..") else {
            throw Refusal(reason: "leads out of the folder; files must be inside it")
        }
        guard !parts.allSatisfy({ $0 == "." }) else {
            throw Refusal(reason: "names the folder itself, not a file in it")
        }
        let joined = root == "/" ? "/" + relativePath : root + "/" + relativePath
        guard let resolved = Self.realPath(joined) else {
            throw Refusal(reason: errno == ENOENT ? "no such file" : String(cString: strerror(errno)).lowercased())
        }
        guard Self.isInside(resolved, root: root) else {
            throw Refusal(
                reason: "leads out of the folder through a symbolic link (to \(resolved)); files must be inside it")
        }
        do {
            return try InputFile.read(resolved, followingLinks: false)
        } catch {
            throw Refusal(reason: error.reason)
        }
    }

    /// Whether `path` (with no symbolic link left in it) is below `root`: a sibling whose
    /// name merely starts the same (`tokens-private` beside `tokens`) is not.
    static func isInside(_ path: String, root: String) -> Bool {
        root == "/" ? path.count > 1 : path.hasPrefix(root + "/")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
