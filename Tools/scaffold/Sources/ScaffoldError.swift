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
    /// The feature module a screen was asked for is not there.
    case noModule(path: String)
    /// The module's dependencies carry no Router, so a new screen could not be pushed.
    case noRouter(dependencies: String)
    /// The screen the new one is reached from has no Route or Router file.
    case noParentScreen(path: String)
    /// A file the scaffold edits does not have the shape it expects.
    case unexpectedSource(path: String, expected: String)
    /// The parent's Route already has the new screen's case.
    case routeExists(path: String, route: String)

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
        case .noModule(let path):
            return "\(path) does not exist; expected an existing feature module (`make feature NAME=...` makes one)"
        case .noRouter(let dependencies):
            return "\(dependencies): expected `public weak var router: Router?`, the Router the module's screens "
                + "are pushed through, found none"
        case .noParentScreen(let path):
            return "\(path) does not exist; name the screen the new one is reached from with --from SCREEN"
        case .unexpectedSource(let path, let expected):
            return "\(path): expected \(expected), found none"
        case .routeExists(let path, let route):
            return "\(path) already has `case \(route)`; choose another name"
        }
    }
}
