import DesignSystem
import Foundation
import HeadlessUI

/// Decides, for one value the format cannot read, whether it is an earlier form with a single
/// 2025.10 meaning (and what that is), or something no rewrite can keep the meaning of.
enum LegacyValueRewriter {
    /// What to do with a value.
    enum Outcome: Equatable {
        /// Already a 2025.10 form, an alias, or wrong in a way migration has no answer for
        /// (the check reports it).
        case keep
        /// Write this instead; the form the value was in.
        case replace(WrittenJSON, LegacyForm)
        /// An earlier form with no meaning-preserving rewrite; why, for a person.
        case cannot(String)
    }

    /// What a number stands for where the format expects one.
    enum NumberRole {
        case lineHeight, opacity, plain
    }

    // MARK: - Colours

    static func color(_ value: JSONValue) -> Outcome {
        guard case let .string(text) = value, !isAlias(text) else { return .keep }
        if text.hasPrefix("#") {
            guard let color = hexColor(text) else {
                return .cannot("not a hex colour: expected \"#\" and 3, 4, 6 or 8 hex digits")
            }
            return .replace(color, .hexColor)
        }
        if text.contains("(") {
            return .cannot(
                "a colour expression; the format takes literal colours: write the colour it gives, "
                    + "or compute it in the tool that exports the file")
        }
        return .keep
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` as an sRGB colour object with its six-digit
    /// fallback; components are the bytes over 255, so the colour is the same to the bit.
    static func hexColor(_ text: String) -> WrittenJSON? {
        let digits = Array(text.utf8.dropFirst())
        guard text.hasPrefix("#"), [3, 4, 6, 8].contains(digits.count) else { return nil }
        var values: [Int] = []
        for digit in digits {
            guard let value = Int(String(UnicodeScalar(digit)), radix: 16) else { return nil }
            values.append(value)
        }
        let bytes: [Int] =
            digits.count <= 4
            ? values.map { $0 * 17 } : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        let hexDigits: String
        if digits.count <= 4 {
            hexDigits = digits.prefix(3).map { String(repeating: String(UnicodeScalar($0)), count: 2) }.joined()
        } else {
            hexDigits = String(decoding: digits.prefix(6), as: UTF8.self)
        }
        var members: [(key: String, value: WrittenJSON)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array(bytes.prefix(3).map { WrittenJSON.number(Double($0) / 255) })),
        ]
        if bytes.count == 4 { members.append(("alpha", .number(Double(bytes[3]) / 255))) }
        members.append(("hex", .string("#" + hexDigits)))
        return .object(members)
    }

    /// A three-digit `hex` fallback spelled out in six digits.
    static func hexFallback(_ value: JSONValue) -> Outcome {
        guard case let .string(text) = value, text.hasPrefix("#"), text.utf8.count == 4,
            case let .object(members)? = hexColor(text), case let .string(long)? = members.last?.value
        else { return .keep }
        return .replace(.string(long), .shortHexFallback)
    }

    // MARK: - Lengths and times

    /// - Parameters:
    ///   - written: The value as the file writes it, for a number's digits.
    ///   - impliedPixels: A unitless number means pixels (Tokens Studio's sizes).
    static func dimension(_ value: JSONValue, written: String, impliedPixels: Bool) -> Outcome {
        switch value {
        case .number:
            guard let amount = DecimalNumber(written) else { return .keep }
            return unitless(amount, impliedPixels: impliedPixels)
        case let .string(text):
            guard !isAlias(text) else { return .keep }
            if text.contains("{") { return .cannot(mathReason) }
            guard let (amount, unit) = measure(text) else { return .keep }
            switch unit {
            case "px", "rem": return measured(amount, unit, as: .dimensionString)
            case "": return unitless(amount, impliedPixels: impliedPixels)
            default:
                return amount.isZero ? .replace(zero("px"), .zeroWithoutUnit) : .cannot(unitReason(unit))
            }
        case let .object(fields):
            guard fields.count == 2, case let .number(amount)? = fields["value"],
                case let .string(unit)? = fields["unit"]
            else { return .keep }
            if ["px", "rem"].contains(unit) { return .keep }
            // Zero is zero in every unit: `0em` and `"unit": ""` lose nothing as `0px`.
            if amount == 0 { return .replace(zero("px"), .zeroWithoutUnit) }
            return .cannot(unit.isEmpty ? noUnitReason : unitReason(unit))
        default:
            return .keep
        }
    }

    static func duration(_ value: JSONValue) -> Outcome {
        switch value {
        case .number(0): return .replace(zero("ms"), .zeroWithoutUnit)
        case let .string(text):
            guard !isAlias(text), let (amount, unit) = measure(text) else { return .keep }
            switch unit {
            case "ms", "s": return measured(amount, unit, as: .durationString)
            case "" where amount.isZero: return .replace(zero("ms"), .zeroWithoutUnit)
            case "": return .cannot("a number with no unit; the format needs ms or s")
            default: return .cannot("\(unit) is not a unit of time in the format (ms, s)")
            }
        default: return .keep
        }
    }

    /// A dimension or duration written as a bare number (`60`, `"60"`) whose unit is the
    /// member `unit` beside `$value`: the 2025.10 value in that unit when the format has it for
    /// `type` (px or rem for a dimension, ms or s for a duration), why not otherwise. Nil when
    /// the value says its own unit or is no number (an alias, an object): the member is then
    /// data like any other.
    ///
    /// - Parameter written: The value as the file writes it, for a number's digits.
    static func withUnitMember(_ value: JSONValue, written: String, unit: String, type: TokenType) -> Outcome? {
        let amount: DecimalNumber
        switch value {
        case .number:
            guard let number = DecimalNumber(written) else { return nil }
            amount = number
        case let .string(text):
            guard !isAlias(text), let (number, own) = measure(text), own.isEmpty else { return nil }
            amount = number
        default:
            return nil
        }
        let units = type == .duration ? ["ms", "s"] : ["px", "rem"]
        guard units.contains(unit) else {
            let quoted = JSONValue.string(unit).jsonText
            let why =
                if unit.isEmpty {
                    "it names no unit; a \(type.rawValue) needs \(units.joined(separator: " or "))"
                } else if type == .duration {
                    "\(unit) is not a unit of time in the format (ms, s)"
                } else {
                    unitReason(unit)
                }
            return .cannot("\"unit\": \(quoted) beside $value: " + why)
        }
        return measured(amount, unit, as: .unitBesideValue)
    }

    private static func unitless(_ amount: DecimalNumber, impliedPixels: Bool) -> Outcome {
        if amount.isZero { return .replace(zero("px"), .zeroWithoutUnit) }
        if impliedPixels { return measured(amount, "px", as: .tokensStudioValue) }
        return .cannot(noUnitReason)
    }

    /// `{ "value": amount, "unit": unit }` with the amount's digits as written, or why not.
    private static func measured(_ amount: DecimalNumber, _ unit: String, as form: LegacyForm) -> Outcome {
        guard let number = number(amount) else { return .cannot(tooLargeReason) }
        return .replace(.object([("value", number), ("unit", .string(unit))]), form)
    }

    private static func zero(_ unit: String) -> WrittenJSON {
        .object([("value", .literal("0")), ("unit", .string(unit))])
    }

    /// The number as a JSON literal with its digits as written, or nil when no `Double` holds
    /// it: the format's readers (this one included) refuse such a number.
    private static func number(_ amount: DecimalNumber) -> WrittenJSON? {
        amount.double == nil ? nil : .literal(amount.text)
    }

    private static let tooLargeReason =
        "a number beyond what a token file's readers hold (about 1.8e308); write the value it stands for"
    private static let noUnitReason =
        "a length with no unit; the format needs px or rem, and the file does not say which it means"
    private static let mathReason =
        "a math expression; the format has no arithmetic: write the result, or keep the expression "
        + "in the tool that resolves it"

    private static func unitReason(_ unit: String) -> String {
        switch unit {
        case "em":
            "em is relative to the font size where the value is used and the format has only px and rem: "
                + "multiply by the font size you mean"
        case "dp":
            "dp is Android's density-independent pixel, not a unit of the format: decide which px it stands for"
        case "%":
            "a percentage of something the file does not name; the format's lengths are px or rem"
        default:
            "\(unit) is not a unit of the format (px, rem)"
        }
    }

    /// `"-1.5rem"` as (-1.5, "rem"); `"16"` as (16, ""); nil when it does not start with a
    /// number or what follows is not a unit.
    static func measure(_ text: String) -> (DecimalNumber, String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let (amount, rest) = LegacyNumberText.split(trimmed[...]) else { return nil }
        let unit = rest.trimmingCharacters(in: .whitespaces)
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (amount, unit)
    }

    // MARK: - Weights and numbers

    private static let weightByFoldedName: [String: Double] = {
        var table: [String: Double] = [:]
        for (name, weight) in TokenValueParser.weightNames { table[fold(name)] = weight }
        return table
    }()

    private static func fold(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != " " && $0 != "_" })
    }

    static func fontWeight(_ value: JSONValue) -> Outcome {
        guard case let .string(text) = value, !isAlias(text), TokenValueParser.weightNames[text] == nil else {
            return .keep
        }
        if let weight = DecimalNumber(text.trimmingCharacters(in: .whitespaces)), let value = weight.double,
            (1...1000).contains(value)
        {
            return .replace(.literal(weight.text), .fontWeightName)
        }
        if let weight = weightByFoldedName[fold(text)] { return .replace(.number(weight), .fontWeightName) }
        if text.lowercased().contains("italic") {
            return .cannot(
                "a weight with a style; the format's fontWeight is the weight alone: write the weight "
                    + "and keep the style in the font family or $extensions")
        }
        return .cannot("not a weight name the format knows (thin ... black) or a number in [1, 1000]")
    }

    static func number(_ value: JSONValue, role: NumberRole, tokensStudio: Bool) -> Outcome {
        if role == .lineHeight, case let .object(fields) = value, fields["unit"] != nil {
            return .cannot(lineHeightLengthReason)
        }
        guard case let .string(text) = value, !isAlias(text) else { return .keep }
        if text.contains("{") { return .cannot(mathReason) }
        guard let (amount, unit) = measure(text) else {
            if role == .lineHeight {
                return .cannot("\"\(text)\" has no number; the format's lineHeight is a multiple of the font size")
            }
            return .keep
        }
        switch (unit, role) {
        case ("%", .lineHeight), ("%", .opacity):
            guard let fraction = amount.scaled(byPowerOfTen: -2).flatMap(number) else {
                return .cannot(tooLargeReason)
            }
            return .replace(fraction, .tokensStudioValue)
        case ("", _) where tokensStudio || role == .lineHeight:
            guard let plain = number(amount) else { return .cannot(tooLargeReason) }
            return .replace(plain, tokensStudio ? .tokensStudioValue : .compositeStringPart)
        case ("px", .lineHeight), ("rem", .lineHeight):
            return .cannot(lineHeightLengthReason)
        default:
            return .keep
        }
    }

    private static let lineHeightLengthReason =
        "a line height as a length; the format's lineHeight is a multiple of the font size: divide by the font size"

    static func isAlias(_ text: String) -> Bool {
        Reference.curlyTarget(text) != nil
    }
}
