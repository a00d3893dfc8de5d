/// An sRGB colour with straight (not premultiplied) alpha, each channel in `0...1`.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red channel, `0...1`.
    public var red: Double
    /// Green channel, `0...1`.
    public var green: Double
    /// Blue channel, `0...1`.
    public var blue: Double
    /// Opacity, `0...1`.
    public var alpha: Double

    /// Creates a colour from channels in `0...1`; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is required); `nil` for anything else.
    public init?(hex: String) {
        guard hex.first == "#" else { return nil }
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8,
            let packed = UInt64(digits, radix: 16)
        else { return nil }
        let hasAlpha = digits.count == 8
        let rgb = hasAlpha ? packed >> 8 : packed
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: hasAlpha ? Double(packed & 0xFF) / 255 : 1
        )
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the colour is not opaque; upper-case digits.
    public var hexString: String {
        func byte(_ channel: Double) -> String {
            let value = Int((channel * 255).rounded())
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        let opaque = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? opaque : opaque + byte(alpha)
    }

    /// The hex form, so colours read the same in dumps, tests and SVG.
    public var description: String { hexString }

    private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
}
