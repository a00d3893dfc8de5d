import HeadlessUI

/// Turns a `$value` into a typed value, or says what is wrong with it. Sub-values of
/// composite types may be references to other tokens; `lookup` answers for them from the
/// tokens already resolved (the resolver orders tokens so that it can).
package struct TokenValueParser {
    /// What a referenced path turned out to be.
    enum Target {
        case value(TokenValue)
        case group
        case missing
        /// A token that exists but has no value (its problem is reported where it is defined).
        case unresolved
    }

    /// Why a value could not be parsed.
    enum Problem: Error {
        /// The value's shape is wrong: what was expected, the offending (sub-)value, and the
        /// member it is in when it is inside a composite (`[0].color`).
        case mismatch(expected: String, found: JSONValue, field: String? = nil)
        /// A reference inside the value is broken; the issue says how.
        case reference(TokenIssue)
        /// A referenced token has no value; nothing more to report here.
        case unresolved
        /// Several members of a composite value are wrong, each in its own way.
        indirect case several([Problem])
    }

    /// The token's path, for issues about references in its sub-values.
    let path: String
    let lookup: (String) -> Target

    func parse(_ value: JSONValue, as type: TokenType) throws(Problem) -> TokenValue {
        switch type {
        case .color: .color(try color(value))
        case .dimension: .dimension(try dimension(value))
        case .fontFamily: .fontFamily(try fontFamily(value))
        case .fontWeight: .fontWeight(try fontWeight(value))
        case .duration: .duration(try duration(value))
        case .cubicBezier: .cubicBezier(try cubicBezier(value))
        case .number: .number(try number(value))
        case .strokeStyle: .strokeStyle(try strokeStyle(value, field: nil))
        case .border: .border(try border(value))
        case .transition: .transition(try transition(value))
        case .shadow: .shadow(try shadow(value))
        case .gradient: .gradient(try gradient(value))
        case .typography: .typography(try typography(value))
        }
    }

    // MARK: - Simple types

    static let dimensionShape = "{\"value\": number, \"unit\": \"px\" or \"rem\"}"
    static let durationShape = "{\"value\": number, \"unit\": \"ms\" or \"s\"}"

    /// Points; `rem` is 16 points, the default the format names for platforms without rem.
    func dimension(_ value: JSONValue) throws(Problem) -> Double {
        try measure(value, units: ["px": 1, "rem": 16], shape: Self.dimensionShape, example: "\"16px\"")
    }

    /// Seconds.
    func duration(_ value: JSONValue) throws(Problem) -> Double {
        try measure(value, units: ["ms": 0.001, "s": 1], shape: Self.durationShape, example: "\"200ms\"")
    }

    private func measure(_ value: JSONValue, units: [String: Double], shape: String, example: String)
        throws(Problem) -> Double
    {
        guard case let .object(fields) = value else {
            var hint = ""
            if case let .string(text) = value,
                units.keys.contains(where: { text.hasSuffix($0) && DecimalNumber(text.dropLast($0.count)) != nil })
            {
                hint = " (strings such as \(example) are the pre-2025 form)"
            }
            throw .mismatch(expected: shape + hint, found: value)
        }
        guard fields.count == 2, case let .number(amount)? = fields["value"], case let .string(unit)? = fields["unit"],
            let scale = units[unit]
        else { throw .mismatch(expected: shape + " and nothing else", found: value) }
        return amount * scale
    }

    func fontFamily(_ value: JSONValue) throws(Problem) -> [String] {
        let expected = "a font name or a non-empty array of font names (strings)"
        switch value {
        case let .string(name) where !name.isEmpty:
            return [name]
        case let .array(items) where !items.isEmpty:
            var names: [String] = []
            for item in items {
                guard case let .string(name) = item, !name.isEmpty else {
                    throw .mismatch(expected: expected, found: value)
                }
                names.append(name)
            }
            return names
        default:
            throw .mismatch(expected: expected, found: value)
        }
    }

    package static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    /// Names are matched exactly: the format refuses `"Bold"`.
    func fontWeight(_ value: JSONValue) throws(Problem) -> Double {
        let expected = "a number in [1, 1000] or a weight name such as \"bold\" (lower case)"
        switch value {
        case let .number(weight) where (1...1000).contains(weight):
            return weight
        case let .string(name):
            guard let weight = Self.weightNames[name] else { throw .mismatch(expected: expected, found: value) }
            return weight
        default:
            throw .mismatch(expected: expected, found: value)
        }
    }

    func cubicBezier(_ value: JSONValue) throws(Problem) -> [Double] {
        let expected = "an array of four numbers [x1, y1, x2, y2], x1 and x2 in [0, 1]"
        guard case let .array(parts) = value, parts.count == 4 else {
            throw .mismatch(expected: expected, found: value)
        }
        var points: [Double] = []
        for part in parts {
            guard case let .number(number) = part else { throw .mismatch(expected: expected, found: value) }
            points.append(number)
        }
        guard (0...1).contains(points[0]), (0...1).contains(points[2]) else {
            throw .mismatch(expected: expected, found: value)
        }
        return points
    }

    func number(_ value: JSONValue) throws(Problem) -> Double {
        guard case let .number(number) = value else { throw .mismatch(expected: "a JSON number", found: value) }
        return number
    }

    // MARK: - Sub-values

    /// A sub-value that may be a reference to a token of `type`: the referenced value when it
    /// is one, otherwise `parse` applied to the literal. Mismatches name the field.
    func sub<T>(
        _ value: JSONValue, field: String, type: TokenType, _ parse: (JSONValue) throws(Problem) -> T,
        _ extract: (TokenValue) -> T?
    ) throws(Problem) -> T {
        if let target = Reference.curlyTarget(in: value) {
            let fieldPath = path + "." + field
            switch lookup(target) {
            case let .value(resolved):
                guard let extracted = extract(resolved) else {
                    throw .reference(
                        .aliasTypeMismatch(path: fieldPath, alias: target, expected: type, found: resolved.type))
                }
                return extracted
            case .group: throw .reference(.aliasToGroup(path: fieldPath, alias: target))
            case .missing: throw .reference(.brokenAlias(path: fieldPath, alias: target))
            case .unresolved: throw .unresolved
            }
        }
        do {
            return try parse(value)
        } catch {
            // A mismatch deeper inside already names its own member.
            guard case let .mismatch(expected, found, nil) = error else { throw error }
            throw .mismatch(
                expected: expected + " or a reference to a \(type.rawValue) token", found: found, field: field)
        }
    }

    /// The members of a composite object, refusing members the type does not define.
    func members(_ value: JSONValue, required: [String], optional: [String] = [], shape: String) throws(Problem)
        -> [String: JSONValue]
    {
        guard case let .object(fields) = value else { throw .mismatch(expected: shape, found: value) }
        let known = Set(required + optional)
        let missing = required.filter { fields[$0] == nil }
        let extra = fields.keys.filter { !known.contains($0) }.sorted()
        var problems: [String] = []
        if !missing.isEmpty { problems.append("including " + Self.quoted(missing)) }
        if !extra.isEmpty {
            problems.append("without " + Self.quoted(extra) + " (composite values take only their own members)")
        }
        guard problems.isEmpty else {
            throw .mismatch(expected: shape + " " + problems.joined(separator: " and "), found: value)
        }
        return fields
    }

    private static func quoted(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
