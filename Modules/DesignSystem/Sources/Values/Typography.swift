import HeadlessUI

/// A text style (`typography`): the font the renderer uses and the letter spacing the
/// format requires beside it.
public struct Typography: Sendable, Hashable, CustomStringConvertible {
    /// Family, size, weight and line height (in points).
    public let font: Font
    /// Extra space between characters, in points.
    public let letterSpacing: Double

    /// `Inter 17pt/600, line 22.1pt, tracking 0pt`.
    public var description: String {
        "\(font.family) \(JSONValue.format(font.size))pt/\(font.weight), line \(JSONValue.format(font.lineHeight))pt, "
            + "tracking \(JSONValue.format(letterSpacing))pt"
    }
}
