import DesignSystem

/// Tokens Studio's `$type` names and the DTCG 2025.10 type each one means.
enum TokensStudioType {
    /// Types with a DTCG type of the same meaning. Tokens Studio's sizes are pixels when they
    /// have no unit; its line heights and opacities may be percentages.
    static let mapped: [String: TokenType] = [
        "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension, "borderWidth": .dimension,
        "fontSizes": .dimension, "paragraphSpacing": .dimension, "paragraphIndent": .dimension,
        "letterSpacing": .dimension, "lineHeights": .number, "opacity": .number,
        "fontWeights": .fontWeight, "fontFamilies": .fontFamily, "boxShadow": .shadow,
    ]

    /// Types with no DTCG counterpart, each with what to do instead.
    static let unmapped: [String: String] = [
        "textCase": "text case is not a token type of the format; keep it in $extensions",
        "textDecoration": "text decoration is not a token type of the format; keep it in $extensions",
        "composition": "Tokens Studio's composition tokens have no DTCG type; split them into typed tokens",
        "asset": "assets are not design tokens in the format; keep their URLs elsewhere",
        "boolean": "the format has no boolean type; keep the flag in $extensions",
        "text": "the format has no text type; keep the string in $extensions",
        "other": "the format has no catch-all type; give the token one of its types or move it to $extensions",
        "string": "the format has no string type; keep the string in $extensions or use one of its types",
    ]

    /// The DTCG type a raw `$type` means, whichever tool wrote it.
    static func tokenType(_ raw: String) -> TokenType? {
        mapped[raw] ?? TokenType(rawValue: raw)
    }

    /// Whether unitless numbers under this type are pixels.
    static func impliesPixels(_ raw: String) -> Bool {
        mapped[raw] == .dimension
    }
}
