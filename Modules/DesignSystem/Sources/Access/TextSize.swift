import HeadlessUI

/// The text size a person chose, as Dynamic Type's content size categories: from extra
/// small through the default (large) to the five accessibility sizes. Each scales the
/// typography tokens by the ratio of Apple's body size at that setting to its default 17
/// points (14 at xSmall, 53 at AX5).
public enum TextSize: String, Sendable, CaseIterable {
    /// 14-point body.
    case extraSmall = "xSmall"
    /// 15-point body.
    case small
    /// 16-point body.
    case medium
    /// 17-point body: the default.
    case large
    /// 19-point body.
    case extraLarge = "xLarge"
    /// 21-point body.
    case extraExtraLarge = "xxLarge"
    /// 23-point body: the largest size outside the accessibility settings.
    case extraExtraExtraLarge = "xxxLarge"
    /// 28-point body.
    case accessibility1 = "AX1"
    /// 33-point body.
    case accessibility2 = "AX2"
    /// 40-point body.
    case accessibility3 = "AX3"
    /// 47-point body.
    case accessibility4 = "AX4"
    /// 53-point body: the largest of all.
    case accessibility5 = "AX5"

    /// The body size at this setting, in points.
    public var bodySize: Double {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// How much every text style grows at this setting.
    public var scale: Double { bodySize / TextSize.large.bodySize }

    /// How much bar text grows: bars stop at the largest size outside the accessibility
    /// settings, as UIKit's navigation and tab bars do.
    public var barScale: Double { min(scale, TextSize.extraExtraExtraLarge.scale) }

    /// `font` at this setting: size and line height scaled, the line height rounded up to a
    /// whole point so lines never crowd.
    public func scaled(_ font: Font, bars: Bool = false) -> Font {
        let factor = bars ? barScale : scale
        guard factor != 1 else { return font }
        var sized = font
        sized.size = (font.size * factor * 2).rounded() / 2
        sized.lineHeight = (font.lineHeight * factor).rounded(.up)
        return sized
    }
}
