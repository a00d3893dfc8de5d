/// DTCG lets the fields of a composite value reference other tokens
/// (`"fontFamily": "{font.family.base}"`). The referenced tokens are simple types, so they
/// are resolved first and their values written into the composite before it is parsed.
enum CompositeReferences {
    /// The type each typography field must have.
    static let typographyFields: [String: TokenType] = [
        "fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight, "lineHeight": .number,
        "letterSpacing": .dimension,
    ]

    /// Whether `token` is a typography literal with at least one field that is a reference.
    static func hasReferences(_ token: RawToken) -> Bool {
        guard token.declaredType == .typography, case let .object(fields) = token.value else { return false }
        return fields.values.contains { RawToken.aliasTarget(in: $0) != nil }
    }

    /// `token`'s value with every field reference replaced by the referenced value; `nil`
    /// when a reference is broken or of the wrong type (reported to `issues`).
    static func substitute(_ token: RawToken, resolver: inout AliasResolver, issues: inout [TokenIssue]) -> JSONValue? {
        guard case var .object(fields) = token.value else { return nil }
        var complete = true
        for name in fields.keys.sorted() {
            guard let member = fields[name], let target = RawToken.aliasTarget(in: member) else { continue }
            let fieldPath = token.path + "." + name
            let expected = typographyFields[name]
            // Checked before resolving: a composite referencing a composite has no value yet.
            if let expected, let declared = resolver.declaredType(of: target), declared != expected {
                issues.append(.aliasTypeMismatch(path: fieldPath, alias: target, expected: expected, found: declared))
                complete = false
                continue
            }
            guard let value = resolver.resolveReference(target, from: fieldPath) else {
                complete = false
                continue
            }
            if let expected, expected != value.type {
                issues.append(.aliasTypeMismatch(path: fieldPath, alias: target, expected: expected, found: value.type))
                complete = false
                continue
            }
            fields[name] = literal(of: value)
        }
        return complete ? .object(fields) : nil
    }

    /// The value written back as the JSON the parser reads.
    private static func literal(of value: TokenValue) -> JSONValue {
        switch value {
        case let .dimension(points): .object(["value": .number(points), "unit": .string("px")])
        case let .fontFamily(family): .string(family)
        case let .fontWeight(weight): .number(Double(weight))
        case let .number(number): .number(number)
        case let .duration(seconds): .object(["value": .number(seconds), "unit": .string("s")])
        case let .color(color): .string(color.hexString)
        case let .cubicBezier(points): .array(points.map(JSONValue.number))
        case .typography: .null
        }
    }
}
