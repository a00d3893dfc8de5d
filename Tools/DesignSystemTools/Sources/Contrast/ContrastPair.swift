import DesignSystem

/// A foreground and background that must keep a minimum contrast, declared in the tokens
/// file under `$extensions`.
public struct ContrastPair: Sendable, Equatable {
    /// The `$extensions` key that holds the pairs.
    public static let extensionKey = "org.headless-coordinators.contrast"

    /// Semantic name of the text or icon colour.
    public let foreground: String
    /// Semantic name of the colour behind it.
    public let background: String
    /// The smallest acceptable ratio (4.5 for text, 3.0 for large text and UI).
    public let minimum: Double
    /// What the pair is used for.
    public let usage: String?
    /// The themes the pair must hold in.
    public let appearances: [Theme.Appearance]
}
