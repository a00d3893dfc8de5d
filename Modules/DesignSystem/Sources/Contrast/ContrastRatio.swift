import Foundation
import HeadlessUI

/// The WCAG 2.x contrast ratio between two colours.
public enum ContrastRatio {
    /// `(lighter + 0.05) / (darker + 0.05)` of the relative luminances, after blending a
    /// translucent foreground onto the background (which is taken as opaque).
    public static func between(_ foreground: Color, _ background: Color) -> Double {
        let opaqueBackground = Color(red: background.red, green: background.green, blue: background.blue)
        let shown = blend(foreground, onto: opaqueBackground)
        let first = relativeLuminance(shown)
        let second = relativeLuminance(opaqueBackground)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Relative luminance of an opaque sRGB colour, `0` (black) to `1` (white).
    public static func relativeLuminance(_ color: Color) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// `foreground` composited over `background` with its alpha, in sRGB as browsers do.
    public static func blend(_ foreground: Color, onto background: Color) -> Color {
        let alpha = foreground.alpha
        return Color(
            red: foreground.red * alpha + background.red * (1 - alpha),
            green: foreground.green * alpha + background.green * (1 - alpha),
            blue: foreground.blue * alpha + background.blue * (1 - alpha)
        )
    }

    /// `ratio` with two decimals, rounded down so a pass is never printed for a fail: `4.49`.
    package static func formatted(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    private static func linear(_ channel: Double) -> Double {
        channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
}
