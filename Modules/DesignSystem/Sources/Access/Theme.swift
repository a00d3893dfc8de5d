import HeadlessUI

/// The design tokens resolved for one appearance, with the person's text size and language:
/// what every screen is styled and worded from (UIKit's trait collection, as a value).
public struct Theme: Sendable {
    /// Light or dark.
    public enum Appearance: String, Sendable, CaseIterable {
        /// Dark text on light backgrounds.
        case light
        /// Light text on dark backgrounds.
        case dark
    }

    /// Which appearance these values are for.
    public let appearance: Appearance
    /// The text size every font is scaled to; the default is `.large`, the tokens as written.
    public private(set) var textSize = TextSize.large
    /// The language every string is looked up in, and so the layout direction; the default is
    /// English.
    public private(set) var language = Language.english
    private let colors: TokenTable<ColorToken, Color>
    private let spacings: TokenTable<SpacingToken, Double>
    private let radii: TokenTable<RadiusToken, Double>
    private let fonts: TokenTable<TypographyToken, Font>
    private let durations: TokenTable<DurationToken, Double>
    private let borders: TokenTable<BorderToken, BorderStyle>
    private let shadows: TokenTable<ShadowToken, [ShadowLayer]>
    private let transitions: TokenTable<TransitionToken, TransitionTiming>

    /// `nil` when any token the app needs is missing from `values` or has another type.
    init?(appearance: Appearance, values: [String: TokenValue]) {
        guard
            let colors = TokenTable<ColorToken, Color>({ key in
                if case let .color(color)? = values[key.path(in: appearance)] { return color }
                return nil
            }),
            let spacings = TokenTable<SpacingToken, Double>({ Self.dimension(values[$0.path]) }),
            let radii = TokenTable<RadiusToken, Double>({ Self.dimension(values[$0.path]) }),
            let fonts = TokenTable<TypographyToken, Font>({ key in
                if case let .typography(style)? = values[key.path] { return style.font }
                return nil
            }),
            let durations = TokenTable<DurationToken, Double>({ key in
                if case let .duration(seconds)? = values[key.path] { return seconds }
                return nil
            }),
            let borders = TokenTable<BorderToken, BorderStyle>({ key in
                if case let .border(border)? = values[key.path(in: appearance)] { return border }
                return nil
            }),
            let shadows = TokenTable<ShadowToken, [ShadowLayer]>({ key in
                if case let .shadow(layers)? = values[key.path(in: appearance)] { return layers }
                return nil
            }),
            let transitions = TokenTable<TransitionToken, TransitionTiming>({ key in
                if case let .transition(timing)? = values[key.path] { return timing }
                return nil
            })
        else { return nil }
        self.appearance = appearance
        self.colors = colors
        self.spacings = spacings
        self.radii = radii
        self.fonts = fonts
        self.durations = durations
        self.borders = borders
        self.shadows = shadows
        self.transitions = transitions
    }

    /// A semantic colour, e.g. `theme.color(.textPrimary)`.
    public func color(_ token: ColorToken) -> Color { colors[token] }

    /// A step of the spacing scale in points, e.g. `theme.spacing(.medium)`.
    public func spacing(_ token: SpacingToken) -> Double { spacings[token] }

    /// A corner radius in points.
    public func radius(_ token: RadiusToken) -> Double { radii[token] }

    /// A text style at the theme's text size, e.g. `theme.font(.body)`.
    public func font(_ token: TypographyToken) -> Font { textSize.scaled(fonts[token]) }

    /// A text style for a navigation or tab bar, which stops growing at `.extraExtraExtraLarge`.
    public func barFont(_ token: TypographyToken) -> Font { textSize.scaled(fonts[token], bars: true) }

    /// The same theme with its fonts at `textSize`.
    public func sized(_ textSize: TextSize) -> Theme {
        var theme = self
        theme.textSize = textSize
        return theme
    }

    /// The same theme speaking `language`.
    public func speaking(_ language: Language) -> Theme {
        var theme = self
        theme.language = language
        return theme
    }

    /// An animation duration in seconds, e.g. `theme.duration(.rootTransition)`.
    public func duration(_ token: DurationToken) -> Double { durations[token] }

    /// A border: colour, width and stroke style, e.g. `theme.border(.separator)`.
    public func border(_ token: BorderToken) -> BorderStyle { borders[token] }

    /// A shadow's layers, drawn first to last.
    public func shadow(_ token: ShadowToken) -> [ShadowLayer] { shadows[token] }

    /// An animated transition, e.g. `theme.transition(.root).duration`.
    public func transition(_ token: TransitionToken) -> TransitionTiming { transitions[token] }

    private static func dimension(_ value: TokenValue?) -> Double? {
        if case let .dimension(points)? = value { return points }
        return nil
    }
}
