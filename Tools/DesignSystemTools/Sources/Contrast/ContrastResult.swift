import DesignSystem

/// One declared contrast pair measured in one theme.
public struct ContrastResult: Sendable, Equatable {
    /// Semantic name of the text or icon colour, e.g. `text-primary`.
    public let foreground: String
    /// Semantic name of the colour behind it, e.g. `background`.
    public let background: String
    /// The theme it was measured in.
    public let appearance: Theme.Appearance
    /// The WCAG 2.x contrast ratio, `1...21`.
    public let ratio: Double
    /// The ratio the pair must reach.
    public let minimum: Double
    /// What the pair is used for, from the file.
    public let usage: String?

    /// Whether the pair reaches its minimum.
    public var passes: Bool { ratio >= minimum }

    /// The ratio with two decimals, rounded down so a pass is never printed for a fail.
    public var formattedRatio: String { ContrastRatio.formatted(ratio) }

    /// Full token path of the foreground colour.
    public var foregroundPath: String { ColorToken.path(foreground, in: appearance) }
    /// Full token path of the background colour.
    public var backgroundPath: String { ColorToken.path(background, in: appearance) }
}
