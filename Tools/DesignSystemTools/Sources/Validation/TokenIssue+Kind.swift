import DesignSystem

extension TokenIssue {
    /// A stable name for the kind of issue, for tools reading `--format json`.
    public var kind: String {
        switch self {
        case .malformedFile: "malformedFile"
        case .invalidName: "invalidName"
        case .notATokenOrGroup: "notATokenOrGroup"
        case .duplicateKey: "duplicateKey"
        case .invalidProperty: "invalidProperty"
        case .tokenWithMembers: "tokenWithMembers"
        case .brokenExtends: "brokenExtends"
        case .extendsCycle: "extendsCycle"
        case .invalidReference: "invalidReference"
        case .missingType: "missingType"
        case .unknownType: "unknownType"
        case .invalidValue: "invalidValue"
        case .brokenAlias: "brokenAlias"
        case .aliasToGroup: "aliasToGroup"
        case .aliasCycle: "aliasCycle"
        case .aliasTypeMismatch: "aliasTypeMismatch"
        case .caseCollision: "caseCollision"
        case .incompleteToken: "incompleteToken"
        case .missingToken: "missingToken"
        case .undeclaredToken: "undeclaredToken"
        case .invalidContrastPair: "invalidContrastPair"
        case .insufficientContrast: "insufficientContrast"
        case .earlierForm: "earlierForm"
        case .memberBesideValue: "memberBesideValue"
        }
    }
}
