/// Why `scaffold` wrote nothing; each message says what was expected and what was found.
enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The name is not an UpperCamelCase Swift identifier.
    case invalidName(String)
    /// A module or test folder of that name is already there.
    case alreadyExists(path: String)
    /// Package.swift has no `let features =` list of `feature(...)` lines to add to.
    case noFeatureList(manifest: String)
    /// A file could not be read or written.
    case fileFailed(path: String, detail: String)

    /// Whether the command line, not the package, was at fault.
    var isUsage: Bool {
        if case .invalidName = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .invalidName(let name):
            return "expected a feature name in UpperCamelCase (letters and digits, starting with a capital, "
                + "e.g. Settings), found '\(name)'"
        case .alreadyExists(let path):
            return "\(path) already exists; choose another name or remove it first"
        case .noFeatureList(let manifest):
            return "\(manifest): expected a `let features =` list of `feature(\"...Module\")` lines, found none"
        case .fileFailed(let path, let detail):
            return "\(path): \(detail)"
        }
    }
}
