/// How a line or border is drawn (`strokeStyle`).
public enum StrokeStyle: Sendable, Hashable, CustomStringConvertible {
    /// One of CSS's line styles: `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`,
    /// `outset`, `inset`.
    case keyword(String)
    /// Alternating dash and gap lengths in points, and how each dash ends (`round`, `butt`, `square`).
    case dashes(dashArray: [Double], lineCap: String)

    /// The keywords the format defines.
    public static let keywords: Set<String> = [
        "solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset",
    ]
    /// The line caps the format defines.
    public static let lineCaps: Set<String> = ["round", "butt", "square"]

    /// `dashed`, or `dashes 4pt 2pt, round`.
    public var description: String {
        switch self {
        case let .keyword(keyword): keyword
        case let .dashes(dashArray, lineCap):
            "dashes " + dashArray.map { JSONValue.format($0) + "pt" }.joined(separator: " ") + ", " + lineCap
        }
    }
}
