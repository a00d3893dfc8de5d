import HeadlessUI

extension TokenValueParser {
    static let colorShape = "{\"colorSpace\": name, \"components\": [three numbers or \"none\"]}"

    /// A Color-module colour, converted to sRGB for drawing; the format's ranges, `none`,
    /// `alpha` and the `hex` fallback are checked as written.
    func color(_ value: JSONValue) throws(Problem) -> Color {
        if case let .string(text) = value, text.hasPrefix("#") {
            throw .mismatch(
                expected: Self.colorShape + " (hex strings such as \"#fff\" are the pre-2025 form)", found: value)
        }
        let fields = try members(
            value, required: ["colorSpace", "components"], optional: ["alpha", "hex"], shape: Self.colorShape)
        let spaces = ColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        guard case let .string(name)? = fields["colorSpace"], let space = ColorSpace(rawValue: name) else {
            throw .mismatch(
                expected: "a colour whose \"colorSpace\" is one of \(spaces)", found: fields["colorSpace"] ?? .null)
        }
        let ranges = space.components
        guard case let .array(parts)? = fields["components"], parts.count == ranges.count else {
            let names = ranges.map(\.name).joined(separator: ", ")
            throw .mismatch(
                expected: "a colour whose \"components\" are [\(names)] for \(name)",
                found: fields["components"] ?? .null)
        }
        var components: [Double?] = []
        for (part, range) in zip(parts, ranges) {
            switch part {
            case .string("none"):
                components.append(nil)
            case let .number(number) where range.contains(number):
                components.append(number)
            default:
                throw .mismatch(
                    expected: "a colour whose \(name) \(range.name) is a number in \(range.text) or \"none\"",
                    found: part)
            }
        }
        var alpha = 1.0
        if let field = fields["alpha"] {
            guard case let .number(given) = field, (0...1).contains(given) else {
                throw .mismatch(expected: "a colour whose \"alpha\" is a number in [0, 1]", found: field)
            }
            alpha = given
        }
        if let hex = fields["hex"] {
            guard case let .string(text) = hex, Self.isSixDigitHex(text) else {
                throw .mismatch(
                    expected: "a colour whose \"hex\" is a 6-digit CSS hex colour such as \"#ff00ff\"", found: hex)
            }
        }
        let rgb = ColorConversion.srgb(space, components)
        return Color(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    private static func isSixDigitHex(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 7 && bytes[0] == UInt8(ascii: "#")
            && bytes.dropFirst().allSatisfy { byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            }
    }
}
