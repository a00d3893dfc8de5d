/// How wide a line of text is drawn. Wrapping, truncation and the layout checks all measure
/// with this one function, so what the layout decides is what the checks see. Widths are
/// the advances of the font the pictures name (`family`), shipped as data in
/// `SVGFontWidthTable`, so a viewer that has the font draws exactly what was measured.
enum SVGTextMeasure {
    /// The font every picture names first: Debian's fonts-dejavu-core, which the widths
    /// come from. The design's own family is kept in the tree; pictures need a font whose
    /// metrics they know.
    static let family = "DejaVu Sans"
    /// The advance, in ems, of a character the table does not hold and that is drawn by a
    /// fallback font (the table's average for letters).
    static let unknownAdvance = 0.6
    /// The weight from which the bold face is drawn.
    static let boldWeight = 600

    private static let regular = Face(SVGFontWidthTable.regular)
    private static let bold = Face(SVGFontWidthTable.bold)

    /// The width of `text` in points.
    static func width<Text: StringProtocol>(of text: Text, font: Font) -> Double {
        let face = font.weight >= boldWeight ? bold : regular
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += face.advance(of: scalar) }
        return ems * font.size
    }

    /// One face's advances in ems: an array for ASCII (most text), a dictionary for the rest.
    private struct Face: Sendable {
        var ascii = [Double](repeating: unknownAdvance, count: 128)
        var others: [UInt32: Double] = [:]

        init(_ table: String) {
            for line in table.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard let first = fields.first, let start = UInt32(first, radix: 16) else { continue }
                for (offset, field) in fields.dropFirst().enumerated() {
                    guard let units = Double(field) else { continue }
                    let value = start + UInt32(offset)
                    let ems = units / SVGFontWidthTable.unitsPerEm
                    if value < 128 { ascii[Int(value)] = ems } else { others[value] = ems }
                }
            }
        }

        func advance(of scalar: Unicode.Scalar) -> Double {
            let value = scalar.value
            if value < 128 { return ascii[Int(value)] }
            if let known = others[value] { return known }
            // Drawn by a fallback font: marks and invisible characters take no room, wide
            // characters (CJK, emoji) a full em.
            switch TextWidth.columns(of: scalar) {
            case 0: return 0
            case 2: return 1
            default: return unknownAdvance
            }
        }
    }
}
