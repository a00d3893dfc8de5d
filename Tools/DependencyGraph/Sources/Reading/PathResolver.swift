import Foundation

/// Makes paths absolute and clean, so `..` and `.` mean what a shell means by them.
enum PathResolver {
    /// `path` made absolute against `base` (itself absolute), with `.` and `..` components resolved.
    static func absolute(_ path: String, from base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The process's current folder.
    static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}
