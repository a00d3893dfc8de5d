import DesignSystem

/// One thing `App tokens check` finds in a token set, with the token path it concerns: every
/// issue the loader refuses a file for (`TokenIssue`, the same case by the same name), and what
/// only the check looks for: contrast pairs, forms from before DTCG 2025.10, and warnings.
public enum TokenCheckIssue: Sendable, Equatable, CustomStringConvertible {
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
    /// A declared contrast pair is below its minimum.
    case insufficientContrast(ContrastResult)
    /// Values of one file in a form from before DTCG 2025.10, named once; `App tokens
    /// migrate` rewrites them.
    case earlierForm(LegacyFormGroup)

    /// The loader's issue as the check reports it.
    init(_ issue: TokenIssue) {
        switch issue {
        case let .malformedFile(reason): self = .malformedFile(reason: reason)
        case let .invalidName(path, reason): self = .invalidName(path: path, reason: reason)
        case let .notATokenOrGroup(path, found): self = .notATokenOrGroup(path: path, found: found)
        case let .duplicateKey(path, key, line, firstLine):
            self = .duplicateKey(path: path, key: key, line: line, firstLine: firstLine)
        case let .invalidProperty(path, property, expected, found):
            self = .invalidProperty(path: path, property: property, expected: expected, found: found)
        case let .tokenWithMembers(path, members): self = .tokenWithMembers(path: path, members: members)
        case let .brokenExtends(path, target, reason): self = .brokenExtends(path: path, target: target, reason: reason)
        case let .extendsCycle(paths): self = .extendsCycle(paths)
        case let .invalidReference(path, reference, reason):
            self = .invalidReference(path: path, reference: reference, reason: reason)
        case let .missingType(path): self = .missingType(path: path)
        case let .unknownType(path, found): self = .unknownType(path: path, found: found)
        case let .invalidValue(path, type, expected, found):
            self = .invalidValue(path: path, type: type, expected: expected, found: found)
        case let .brokenAlias(path, alias): self = .brokenAlias(path: path, alias: alias)
        case let .aliasToGroup(path, alias): self = .aliasToGroup(path: path, alias: alias)
        case let .aliasCycle(paths): self = .aliasCycle(paths)
        case let .aliasTypeMismatch(path, alias, expected, found):
            self = .aliasTypeMismatch(path: path, alias: alias, expected: expected, found: found)
        case let .missingToken(path, type): self = .missingToken(path: path, type: type)
        case let .undeclaredToken(path): self = .undeclaredToken(path: path)
        }
    }

    /// The same issue as the loader states it; `nil` for what only the check looks for.
    var loaderIssue: TokenIssue? {
        switch self {
        case let .malformedFile(reason): .malformedFile(reason: reason)
        case let .invalidName(path, reason): .invalidName(path: path, reason: reason)
        case let .notATokenOrGroup(path, found): .notATokenOrGroup(path: path, found: found)
        case let .duplicateKey(path, key, line, firstLine):
            .duplicateKey(path: path, key: key, line: line, firstLine: firstLine)
        case let .invalidProperty(path, property, expected, found):
            .invalidProperty(path: path, property: property, expected: expected, found: found)
        case let .tokenWithMembers(path, members): .tokenWithMembers(path: path, members: members)
        case let .brokenExtends(path, target, reason): .brokenExtends(path: path, target: target, reason: reason)
        case let .extendsCycle(paths): .extendsCycle(paths)
        case let .invalidReference(path, reference, reason):
            .invalidReference(path: path, reference: reference, reason: reason)
        case let .missingType(path): .missingType(path: path)
        case let .unknownType(path, found): .unknownType(path: path, found: found)
        case let .invalidValue(path, type, expected, found):
            .invalidValue(path: path, type: type, expected: expected, found: found)
        case let .brokenAlias(path, alias): .brokenAlias(path: path, alias: alias)
        case let .aliasToGroup(path, alias): .aliasToGroup(path: path, alias: alias)
        case let .aliasCycle(paths): .aliasCycle(paths)
        case let .aliasTypeMismatch(path, alias, expected, found):
            .aliasTypeMismatch(path: path, alias: alias, expected: expected, found: found)
        case let .missingToken(path, type): .missingToken(path: path, type: type)
        case let .undeclaredToken(path): .undeclaredToken(path: path)
        case .caseCollision, .incompleteToken, .invalidContrastPair, .insufficientContrast, .earlierForm: nil
        }
    }

    /// The token path the issue is about (the file itself for `malformedFile`).
    public var path: String {
        switch self {
        case let .caseCollision(paths): paths.first ?? ""
        case let .incompleteToken(path): path
        case let .invalidContrastPair(location, _): location
        case let .insufficientContrast(result): result.foregroundPath
        case let .earlierForm(group): group.example.path
        default: loaderIssue?.path ?? ""
        }
    }

    /// What is wrong, starting with the path: what was expected and what was found.
    public var description: String {
        switch self {
        case let .caseCollision(paths):
            "\(paths.first ?? ""): names differ only in case: " + paths.joined(separator: ", ")
        case let .incompleteToken(path):
            "\(path): a group with $type but no tokens: if it is meant to be a token, it needs $value"
        case let .invalidContrastPair(location, reason):
            "\(location): invalid contrast pair: \(reason)"
        case let .insufficientContrast(result):
            "\(result.foregroundPath): contrast \(result.formattedRatio):1 on \(result.backgroundPath) "
                + "is below the required \(JSONValue.format(result.minimum)):1"
        case let .earlierForm(group):
            group.description
        default:
            loaderIssue?.description ?? ""
        }
    }
}
