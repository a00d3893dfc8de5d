/// One thing wrong with a tokens file, with the token path it concerns: what the loader refuses
/// a file for (the format's rules and the tokens the app reads), and what only `App tokens check`
/// looks for, which the loader never reports: warnings, contrast pairs, and forms from before
/// DTCG 2025.10.
public enum TokenIssue: Sendable, Equatable, CustomStringConvertible {
    /// The file is not JSON, or its root is not an object.
    case malformedFile(reason: String)
    /// A group or token name uses a character DTCG reserves.
    case invalidName(path: String, reason: String)
    /// A member of a group that is neither a token nor a group.
    case notATokenOrGroup(path: String, found: String)
    /// A key written twice in one object; which value counts would depend on the reader.
    case duplicateKey(path: String, key: String, line: Int, firstLine: Int)
    /// A `$` property with a value of the wrong kind, or one the format does not define.
    case invalidProperty(path: String, property: String, expected: String, found: String)
    /// An object with `$value` that also holds members: it cannot be a token and a group.
    case tokenWithMembers(path: String, members: [String])
    /// `$extends` names nothing, a token, or a group that cannot be extended.
    case brokenExtends(path: String, target: String, reason: String)
    /// Groups whose `$extends` lead back to where they started, first path repeated at the end.
    case extendsCycle([String])
    /// A curly-brace or JSON Pointer reference that is malformed or leads nowhere.
    case invalidReference(path: String, reference: String, reason: String)
    /// A token with a literal value has no `$type`, neither its own nor a group's.
    case missingType(path: String)
    /// `$type` names a type this app does not know.
    case unknownType(path: String, found: String)
    /// `$value` does not have the shape its type requires.
    case invalidValue(path: String, type: TokenType, expected: String, found: String)
    /// An alias names a token that does not exist.
    case brokenAlias(path: String, alias: String)
    /// An alias names a group; only tokens have values.
    case aliasToGroup(path: String, alias: String)
    /// Aliases that lead back to where they started, in order, first path repeated at the end.
    case aliasCycle([String])
    /// An alias of one type points at a token of another.
    case aliasTypeMismatch(path: String, alias: String, expected: TokenType, found: TokenType)
    /// Names that differ only in letter case: allowed by the format, but tools that export
    /// to case-insensitive languages merge them (a warning, never an error).
    case caseCollision([String])
    /// A group with `$type` and nothing in it: most likely a token that lost its `$value`
    /// (a warning: empty groups are allowed).
    case incompleteToken(path: String)
    /// The app needs this token and the file does not define it (or not with this type).
    case missingToken(path: String, type: TokenType)
    /// A semantic token the app has no case for.
    case undeclaredToken(path: String)
    /// A contrast pair in `$extensions` that cannot be read.
    case invalidContrastPair(location: String, reason: String)
    /// A declared contrast pair is below its minimum: the full token paths of its two colours
    /// in one theme, the WCAG 2.x ratio they reach and the ratio they must reach.
    case insufficientContrast(foreground: String, background: String, ratio: Double, minimum: Double)
    /// Values of one file in a form from before DTCG 2025.10, named once; `App tokens migrate`
    /// rewrites them. `form` is what the form is (`hex colour strings ("#rrggbb")`), `count`
    /// how many values of `file` are in it, and `path` and `line` the first of them.
    case earlierForm(form: String, file: String, count: Int, path: String, line: Int)
    /// Members of one name that tokens of one file write beside `$value` (`"unit"`,
    /// `"comment"`), named once: `count` how many tokens of `file` have one, `path` and `line`
    /// the first of them. The format keeps such data in `$extensions`; `App tokens migrate`
    /// moves them there.
    case memberBesideValue(member: String, file: String, count: Int, path: String, line: Int)

    /// The token path the issue is about (the file itself for `malformedFile`).
    public var path: String {
        switch self {
        case .malformedFile: "(file)"
        case let .invalidName(path, _), let .notATokenOrGroup(path, _), let .missingType(path),
            let .duplicateKey(path, _, _, _), let .invalidProperty(path, _, _, _), let .tokenWithMembers(path, _),
            let .brokenExtends(path, _, _), let .invalidReference(path, _, _),
            let .unknownType(path, _),
            let .invalidValue(path, _, _, _), let .brokenAlias(path, _), let .aliasToGroup(path, _),
            let .aliasTypeMismatch(path, _, _, _),
            let .missingToken(path, _), let .undeclaredToken(path), let .incompleteToken(path),
            let .invalidContrastPair(path, _), let .insufficientContrast(path, _, _, _),
            let .earlierForm(_, _, _, path, _), let .memberBesideValue(_, _, _, path, _):
            path
        case let .aliasCycle(paths), let .extendsCycle(paths), let .caseCollision(paths): paths.first ?? ""
        }
    }

    /// What is wrong, starting with the path: what was expected and what was found.
    public var description: String {
        switch self {
        case let .malformedFile(reason):
            "not a tokens file: \(reason)"
        case let .invalidName(path, reason):
            "\(path): invalid name: \(reason)"
        case let .notATokenOrGroup(path, found):
            "\(path): expected a token (an object with $value) or a group (an object), found \(found)"
        case let .duplicateKey(path, key, line, firstLine):
            "\(path): duplicate key \"\(key)\" on line \(line): expected each key once per object, found it first on line \(firstLine)"
        case let .invalidProperty(path, property, expected, found):
            "\(path): invalid \(property): expected \(expected), found \(found)"
        case let .tokenWithMembers(path, members):
            "\(path): expected a token ($value) or a group (members), found both: $value and "
                + members.map { "\"\($0)\"" }.joined(separator: ", ")
        case let .brokenExtends(path, target, reason):
            "\(path): $extends {\(target)} cannot be applied: \(reason)"
        case let .extendsCycle(paths):
            "\(paths.first ?? ""): $extends cycle: " + paths.joined(separator: " -> ")
        case let .invalidReference(path, reference, reason):
            "\(path): invalid reference \(reference): \(reason)"
        case let .missingType(path):
            "\(path): missing $type: expected the token or one of its groups to declare one of "
                + TokenType.allCases.map(\.rawValue).joined(separator: ", ")
        case let .unknownType(path, found):
            "\(path): unknown $type \(found): expected one of "
                + TokenType.allCases.map(\.rawValue).joined(separator: ", ")
        case let .invalidValue(path, type, expected, found):
            "\(path): invalid \(type.rawValue) value: expected \(expected), found \(found)"
        case let .brokenAlias(path, alias):
            "\(path): alias {\(alias)} does not exist"
        case let .aliasToGroup(path, alias):
            "\(path): alias {\(alias)} names a group, expected a token"
        case let .aliasCycle(paths):
            "\(paths.first ?? ""): alias cycle: " + paths.joined(separator: " -> ")
        case let .aliasTypeMismatch(path, alias, expected, found):
            "\(path): alias {\(alias)} has type \(found.rawValue), expected \(expected.rawValue)"
        case let .caseCollision(paths):
            "\(paths.first ?? ""): names differ only in case: " + paths.joined(separator: ", ")
        case let .incompleteToken(path):
            "\(path): a group with $type but no tokens: if it is meant to be a token, it needs $value"
        case let .missingToken(path, type):
            "\(path): missing token: the app needs a \(type.rawValue) here"
        case let .undeclaredToken(path):
            "\(path): semantic token the app has no case for: add a case or remove the token"
        case let .invalidContrastPair(location, reason):
            "\(location): invalid contrast pair: \(reason)"
        case let .insufficientContrast(foreground, background, ratio, minimum):
            "\(foreground): contrast \(ContrastRatio.formatted(ratio)):1 on \(background) "
                + "is below the required \(JSONValue.format(minimum)):1"
        case let .earlierForm(form, file, count, path, line):
            "\(count) × \(form), a pre-2025.10 form, e.g. \(path) at \(file):\(line); "
                + "fix: App tokens migrate \(file) --write"
        case let .memberBesideValue(member, file, count, path, line):
            "\(count) × \"\(member)\" beside $value, e.g. \(path) at \(file):\(line); "
                + "fix: move it into $extensions, as App tokens migrate \(file) --write does"
        }
    }
}
