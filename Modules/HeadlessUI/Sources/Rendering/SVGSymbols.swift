/// Tab bar icons as vector glyphs, chosen by the symbol name a tab item carries (the names
/// of Apple's SF Symbols). Each glyph is path data on a 24 x 24 grid; adding an icon is a
/// line of data here, never drawing code.
enum SVGSymbols {
    /// One glyph.
    struct Glyph {
        /// SVG path data on a 24 x 24 grid.
        let path: String
        /// Whether the selected tab fills the outline (as the symbol's `.fill` variant does);
        /// glyphs whose inside carries detail keep the outline.
        let fillsWhenSelected: Bool
    }

    /// The side of the grid the paths are drawn on, in points.
    static let side = 24.0

    static let glyphs: [String: Glyph] = [
        "house": Glyph(
            path: "M3 11.5 L12 3.5 L21 11.5 M5.5 9.5 V20.5 H10 V14.5 H14 V20.5 H18.5 V9.5", fillsWhenSelected: true),
        "magnifyingglass": Glyph(
            path: "M10.5 3.5 A6.5 6.5 0 1 1 10.49 3.5 Z M15.3 15.3 L20.5 20.5", fillsWhenSelected: false),
        "bookmark": Glyph(path: "M6 3.5 H18 V21 L12 16.5 L6 21 Z", fillsWhenSelected: true),
        "person": Glyph(
            path: "M12 3.5 A4 4 0 1 1 11.99 3.5 Z M4.5 20.5 C5 16 8 13.5 12 13.5 C16 13.5 19 16 19.5 20.5 Z",
            fillsWhenSelected: true),
        "person.crop.circle": Glyph(
            path: "M12 2.5 A9.5 9.5 0 1 1 11.99 2.5 Z M12 6.5 A3.5 3.5 0 1 1 11.99 6.5 Z "
                + "M5.6 18.8 C7 15.8 9.3 14.5 12 14.5 C14.7 14.5 17 15.8 18.4 18.8",
            fillsWhenSelected: false),
        "gearshape": Glyph(
            path: "M12 8.5 A3.5 3.5 0 1 1 11.99 8.5 Z M12 2.5 V5 M12 19 V21.5 M2.5 12 H5 M19 12 H21.5 "
                + "M5.3 5.3 L7 7 M17 17 L18.7 18.7 M5.3 18.7 L7 17 M17 7 L18.7 5.3",
            fillsWhenSelected: false),
    ]

    /// The glyph for `name`; a `.fill` suffix names the same outline.
    static func glyph(named name: String) -> Glyph? {
        glyphs[name] ?? (name.hasSuffix(".fill") ? glyphs[String(name.dropLast(5))] : nil)
    }
}
