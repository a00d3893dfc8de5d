import HeadlessUI

/// Turns a literal `$value` into a typed value, or says what shape was expected.
enum TokenValueParser {
    /// A value that does not fit its type: what was expected.
    struct Mismatch: Error {
        let expected: String
    }

    static func parse(_ value: JSONValue, as type: TokenType) -> Result<TokenValue, Mismatch> {
        do {
            return .success(try parseOrThrow(value, as: type))
        } catch {
            return .failure(error)
        }
    }

    private static func parseOrThrow(_ value: JSONValue, as type: TokenType) throws(Mismatch) -> TokenValue {
        switch type {
        case .color: .color(try color(value))
        case .dimension: .dimension(try dimension(value))
        case .fontFamily: .fontFamily(try fontFamily(value))
        case .fontWeight: .fontWeight(try fontWeight(value))
        case .duration: .duration(try duration(value))
        case .cubicBezier: .cubicBezier(try cubicBezier(value))
        case .number: .number(try number(value, expected: "a number"))
        case .typography: .typography(try typography(value))
        }
    }

    private static func color(_ value: JSONValue) throws(Mismatch) -> Color {
        let expected = "a hex colour such as \"#0B57D0\" or {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}"
        switch value {
        case let .string(hex):
            guard let color = Color(hex: hex) else { throw Mismatch(expected: expected) }
            return color
        case let .object(fields):
            guard fields["colorSpace"] == .string("srgb"), case let .array(parts)? = fields["components"],
                parts.count == 3
            else { throw Mismatch(expected: expected) }
            var channels: [Double] = []
            for part in parts {
                guard case let .number(channel) = part, (0...1).contains(channel) else {
                    throw Mismatch(expected: expected + " with components in 0...1")
                }
                channels.append(channel)
            }
            var alpha = 1.0
            if let field = fields["alpha"] {
                guard case let .number(given) = field, (0...1).contains(given) else {
                    throw Mismatch(expected: expected + " with alpha in 0...1")
                }
                alpha = given
            }
            return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        default:
            throw Mismatch(expected: expected)
        }
    }

    /// Points; `rem` is 16 points, as on the web.
    private static func dimension(_ value: JSONValue) throws(Mismatch) -> Double {
        let units = ["px": 1.0, "rem": 16.0]
        let expected = "{\"value\": number, \"unit\": \"px\" or \"rem\"} or a string such as \"16px\""
        return try measure(value, units: units, expected: expected)
    }

    /// Seconds.
    private static func duration(_ value: JSONValue) throws(Mismatch) -> Double {
        let units = ["ms": 0.001, "s": 1.0]
        let expected = "{\"value\": number, \"unit\": \"ms\" or \"s\"} or a string such as \"300ms\""
        let seconds = try measure(value, units: units, expected: expected)
        guard seconds >= 0 else { throw Mismatch(expected: "a duration that is not negative") }
        return seconds
    }

    private static func measure(_ value: JSONValue, units: [String: Double], expected: String) throws(Mismatch)
        -> Double
    {
        switch value {
        case let .object(fields):
            guard fields.count == 2, case let .number(amount)? = fields["value"],
                case let .string(unit)? = fields["unit"], let scale = units[unit]
            else { throw Mismatch(expected: expected) }
            return amount * scale
        case let .string(text):
            // Longest unit first, so "ms" is not read as "s".
            for (unit, scale) in units.sorted(by: { $0.key.count > $1.key.count }) where text.hasSuffix(unit) {
                guard let amount = Double(text.dropLast(unit.count)) else { throw Mismatch(expected: expected) }
                return amount * scale
            }
            throw Mismatch(expected: expected)
        default:
            throw Mismatch(expected: expected)
        }
    }

    private static func fontFamily(_ value: JSONValue) throws(Mismatch) -> String {
        let expected = "a family name or a non-empty array of names"
        switch value {
        case let .string(name) where !name.isEmpty:
            return name
        case let .array(names):
            guard case let .string(first)? = names.first, !first.isEmpty else { throw Mismatch(expected: expected) }
            return first
        default:
            throw Mismatch(expected: expected)
        }
    }

    private static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300, "normal": 400,
        "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600, "bold": 700,
        "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900, "extra-black": 950, "ultra-black": 950,
    ]

    private static func fontWeight(_ value: JSONValue) throws(Mismatch) -> Int {
        let expected = "a number in 1...1000 or a weight name such as \"bold\""
        switch value {
        case let .number(weight) where (1...1000).contains(weight) && weight.rounded() == weight:
            return Int(weight)
        case let .string(name):
            guard let weight = weightNames[name] else { throw Mismatch(expected: expected) }
            return weight
        default:
            throw Mismatch(expected: expected)
        }
    }

    private static func cubicBezier(_ value: JSONValue) throws(Mismatch) -> [Double] {
        let expected = "an array of four numbers, the x values in 0...1"
        guard case let .array(parts) = value, parts.count == 4 else { throw Mismatch(expected: expected) }
        var points: [Double] = []
        for part in parts {
            points.append(try number(part, expected: expected))
        }
        guard (0...1).contains(points[0]), (0...1).contains(points[2]) else { throw Mismatch(expected: expected) }
        return points
    }

    private static func number(_ value: JSONValue, expected: String) throws(Mismatch) -> Double {
        guard case let .number(number) = value else { throw Mismatch(expected: expected) }
        return number
    }

    /// Line height is a multiple of the size, as DTCG defines it; the font stores points.
    private static func typography(_ value: JSONValue) throws(Mismatch) -> Font {
        let expected = "{\"fontFamily\", \"fontSize\", \"fontWeight\", \"lineHeight\"}"
        guard case let .object(fields) = value else { throw Mismatch(expected: expected) }
        func field(_ name: String) throws(Mismatch) -> JSONValue {
            guard let member = fields[name] else { throw Mismatch(expected: expected + " with \"\(name)\"") }
            if RawToken.aliasTarget(in: member) != nil {
                throw Mismatch(expected: "a literal \"\(name)\" (aliases inside composite values are not supported)")
            }
            return member
        }
        func part<T>(_ name: String, _ parse: (JSONValue) throws(Mismatch) -> T) throws(Mismatch) -> T {
            let member = try field(name)
            do {
                return try parse(member)
            } catch {
                throw Mismatch(expected: "\"\(name)\" as " + error.expected)
            }
        }
        let family = try part("fontFamily", fontFamily)
        let size = try part("fontSize", dimension)
        let weight = try part("fontWeight", fontWeight)
        let lineHeight = try part("lineHeight") { (member) throws(Mismatch) in
            try number(member, expected: "a number (a multiple of the font size)")
        }
        return Font(family: family, size: size, weight: weight, lineHeight: size * lineHeight)
    }
}
