import Foundation

/// What `--state` accepts: a path that can name a file. A folder (an existing one, or a path
/// that can only be one) is refused instead of quietly becoming `<parent>/<name>.plist`.
public enum StatePath {
    /// Why `path` cannot name a state file, as the end of a sentence starting with the option;
    /// `nil` when it can.
    public static func problem(with path: String, fileManager: FileManager = .default) -> String? {
        if path.isEmpty { return "needs a file path, not an empty one" }
        let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        if path.hasSuffix("/") || last == "." || last == ".." {
            return "'\(path)' names a folder, not a file; give a file in it, such as '\(example(in: path))'"
        }
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "'\(path)' is a folder, not a file; give a file in it, such as '\(example(in: path))'"
        }
        return nil
    }

    private static func example(in folder: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + "state.plist"
    }
}
