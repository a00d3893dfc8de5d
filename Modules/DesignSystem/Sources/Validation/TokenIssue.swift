/// One thing wrong with a tokens file that makes it unusable, with the token path it concerns:
/// what the loader refuses (the format's rules and the tokens the app reads).
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
    /// The app needs this token and the file does not define it (or not with this type).
    case missingToken(path: String, type: TokenType)
    /// A semantic token the app has no case for.
    case undeclaredToken(path: String)

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
            let .missingToken(path, _), let .undeclaredToken(path):
            path
        case let .aliasCycle(paths), let .extendsCycle(paths): paths.first ?? ""
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
        case let .missingToken(path, type):
            "\(path): missing token: the app needs a \(type.rawValue) here"
        case let .undeclaredToken(path):
            "\(path): semantic token the app has no case for: add a case or remove the token"
        }
    }
}
