import DesignSystem

extension TokenIssue {
    /// What a person can change in the file to clear the issue.
    public var fix: String {
        switch self {
        case .malformedFile: "make the file one JSON object of groups and tokens"
        case .invalidName: "rename it without \"{\", \"}\" or \".\", and not starting with \"$\""
        case .notATokenOrGroup: "write it as a token ({\"$value\": ...}) or a group (an object), or remove it"
        case .duplicateKey: "keep one of the two members"
        case .invalidProperty: "give the property the kind of value expected, or move it into $extensions"
        case .tokenWithMembers:
            "move the members into the $value (if they belong to the value) or into $extensions, or make it a group"
        case .brokenExtends: "point $extends at a group that exists"
        case .extendsCycle: "remove one $extends so the groups no longer extend each other in a loop"
        case .invalidReference: "point the reference at a token that exists"
        case .missingType: "add $type to the token or to a group above it"
        case .unknownType:
            "use one of the format's types; data without one belongs in $extensions"
        case .invalidValue: "write the value in the shape its type expects"
        case .brokenAlias: "define the token, or correct the alias to one that exists"
        case .aliasToGroup: "alias one token inside the group"
        case .aliasCycle: "give one token of the loop a value instead of an alias"
        case .aliasTypeMismatch: "alias a token of the expected type, or change this token's $type"
        case .caseCollision: "rename one so the names differ in more than letter case"
        case .incompleteToken: "give it a $value, or remove its $type"
        case .missingToken: "add the token with this type"
        case .undeclaredToken: "add a case for it to the app, or remove it"
        case .invalidContrastPair: "name two colour tokens and a minimum ratio"
        case .insufficientContrast: "choose colours with more contrast"
        case let .earlierForm(_, file, _, _, _): "App tokens migrate \(file) --write"
        case let .memberBesideValue(_, file, _, _, _):
            "move it into $extensions, as App tokens migrate \(file) --write does"
        }
    }
}
