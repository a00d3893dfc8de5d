/// How wide a line of text is drawn. Wrapping, truncation and the layout checks all measure
/// with this one function, so what the layout decides is what the checks see.
enum SVGTextMeasure {
    /// Average glyph width as a share of the font size.
    static let glyphWidthRatio = 0.52

    /// The width of `text` in points.
    static func width<Text: StringProtocol>(of text: Text, font: Font) -> Double {
        Double(text.count) * font.size * glyphWidthRatio
    }
}
