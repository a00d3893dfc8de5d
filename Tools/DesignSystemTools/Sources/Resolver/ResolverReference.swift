import DesignSystem
import Foundation

/// A `$ref` of a resolver document taken apart: which file (relative to the resolver's
/// folder, `nil` for the same document) and which JSON Pointer inside it.
struct ResolverReference: Equatable {
    /// The file, as a path relative to the resolver's folder with `.` and `..` applied;
    /// `nil` for the document the reference is in.
    let file: String?
    /// RFC 6901 pointer, `""` for the whole document.
    let pointer: String

    /// Reads `reference`, written in the file at `base` (relative to the resolver's folder).
    ///
    /// - Throws: A reason when it is remote, absolute, or leaves the resolver's folder.
    init(_ reference: String, base: String) throws(ReasonError) {
        let hash = reference.firstIndex(of: "#")
        let location = String(reference[..<(hash ?? reference.endIndex)])
        var fragment = hash.map { String(reference[reference.index(after: $0)...]) } ?? ""
        if !fragment.isEmpty && !fragment.hasPrefix("/") { fragment = "/" + fragment }
        pointer = fragment
        guard !location.isEmpty else {
            file = nil
            return
        }
        if location.contains("://") || location.hasPrefix("//") {
            throw ReasonError("remote references are not supported; download the file next to the resolver")
        }
        if location.hasPrefix("/") || location.hasPrefix("~") || location.contains("\\") {
            throw ReasonError("an absolute path; give a path relative to the resolver's folder")
        }
        var parts = base.split(separator: "/").dropLast().map(String.init)
        for part in location.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else {
                    throw ReasonError("leads out of the resolver's folder; files must be inside it")
                }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        if parts.isEmpty { throw ReasonError("names the resolver's folder, not a file in it") }
        file = parts.joined(separator: "/")
    }

    /// The pointer's reference tokens, `~1` and `~0` decoded.
    var tokens: [String] {
        pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }
}

/// A reason, for the callers that wrap it into the error they report.
struct ReasonError: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
