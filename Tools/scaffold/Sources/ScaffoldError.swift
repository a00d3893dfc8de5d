/// Why `scaffold` wrote nothing; each message says what was expected and what was found.
enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The name is not an UpperCamelCase Swift identifier.
    case invalidName(String)
    /// The name, in lowerCamelCase, is a Swift keyword (`Class` would write `case class`).
    case keyword(String, word: String)
    /// A type the scaffold would write is already declared in the module.
    case nameInUse(type: String, path: String)
    /// The route value is not `name:Type` with a usable name and a type the scaffold writes.
    case invalidParameter(String, problem: String)
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
    /// The screen the new one is reached from has no Routing or Router file.
    case noParentScreen(path: String)
    /// The module has no String Catalog for the new screen's words.
    case noStringCatalog(path: String)
    /// A file the scaffold edits does not have the shape it expects.
    case unexpectedSource(path: String, expected: String)
    /// A String Catalog is not laid out as Xcode writes it, so adding keys would rewrite more
    /// than the keys; `line` is the first line that differs, from 1.
    case unexpectedStringCatalogLayout(path: String, line: Int, found: String)
    /// The parent's Route already has the new screen's case.
    case routeExists(path: String, route: String)
    /// The module's String Catalog already has one of the new screen's keys.
    case keyExists(path: String, key: String)
    /// The screen catalogue already takes a screenshot of that name.
    case screenshotExists(path: String, name: String)

    /// Whether the command line, not the package, was at fault.
    var isUsage: Bool {
        switch self {
        case .invalidName, .invalidParameter, .keyword: true
        default: false
        }
    }

    var description: String {
        switch self {
        case .invalidName(let name):
            return "expected a feature name in UpperCamelCase (letters and digits, starting with a capital, "
                + "e.g. Settings), found '\(name)'"
        case .keyword(let name, let word):
            return "'\(name)' would be written as `\(word)` (a route's case, a property), and `\(word)` is a Swift "
                + "keyword; choose another name"
        case .nameInUse(let type, let path):
            return "\(path) already declares \(type), which the new screen would declare again; choose another name"
        case .invalidParameter(let raw, let problem):
            return "expected the route value as name:Type, a lowerCamelCase name and the type String or Int "
                + "(e.g. authorID:String), found '\(raw)': \(problem)"
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
        case .noStringCatalog(let path):
            return "\(path) does not exist; expected the module's String Catalog, which every word a screen shows "
                + "comes from (declared as `resources: [stringCatalog]` in Package.swift)"
        case .unexpectedSource(let path, let expected):
            return "\(path): expected \(expected), found none"
        case .unexpectedStringCatalogLayout(let path, let line, let found):
            return "\(path):\(line): expected the layout Xcode writes (2-space indent, `\"key\" : value`, keys "
                + "sorted), found `\(found)`; save the catalogue from Xcode or fix that line, then run again"
        case .routeExists(let path, let route):
            return "\(path) already has `case \(route)`; choose another name"
        case .keyExists(let path, let key):
            return "\(path) already has the key \(key); choose another screen name or remove the key"
        case .screenshotExists(let path, let name):
            return "\(path) already takes the screenshot '\(name)'; choose another screen name"
        }
    }
}
