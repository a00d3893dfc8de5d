/// Fits text into a width as UIKit's labels do: wrapped at spaces, or shortened with an
/// ellipsis at the end or in the middle. Everything is measured with `SVGTextMeasure`, one
/// character at a time, so a 100,000-character text costs one pass, not one per cut.
package enum SVGTextFitting {
    /// The ellipsis that marks shortened text.
    package static let ellipsis = "…"

    /// `text` whole when it fits, else the longest start that fits with "…" after it.
    static func truncatingTail(_ text: String, width: Double, font: Font) -> String {
        guard SVGTextMeasure.width(of: text, font: font) > width else { return text }
        let room = width - SVGTextMeasure.width(of: ellipsis, font: font)
        return String(text[..<end(of: Substring(text), fitting: room, font: font)]) + ellipsis
    }

    /// The smallest share of its size a label shrinks to before it is cut instead, as UIKit's
    /// `minimumScaleFactor` on a tab bar item's title.
    static let minimumScaleFactor = 0.5

    /// `font` made smaller, down to `minimumScaleFactor` of its size, until `text` fits in
    /// `width` on one line; `font` itself when it already fits.
    static func shrunk(_ font: Font, toFit text: String, width: Double) -> Font {
        let natural = SVGTextMeasure.width(of: text, font: font)
        guard natural > width, natural > 0 else { return font }
        let scale = max(width / natural, minimumScaleFactor)
        var smaller = font
        smaller.size = font.size * scale
        smaller.lineHeight = font.lineHeight * scale
        return smaller
    }

    /// `text` whole when it fits, else its start and end with "…" between them, as UIKit
    /// shortens a navigation title.
    static func truncatingMiddle(_ text: String, width: Double, font: Font) -> String {
        guard SVGTextMeasure.width(of: text, font: font) > width else { return text }
        let room = max(width - SVGTextMeasure.width(of: ellipsis, font: font), 0)
        let head = text[..<end(of: Substring(text), fitting: room / 2, font: font)]
        let reversed = String(text.reversed())
        let tailLength = reversed.distance(
            from: reversed.startIndex, to: end(of: Substring(reversed), fitting: room / 2, font: font))
        return String(head) + ellipsis + String(text.suffix(tailLength))
    }

    /// Lines no wider than `width`, broken at spaces; a word wider than a line is broken
    /// between characters. Zero-width spaces are break opportunities too.
    static func wrap(_ text: String, width: Double, font: Font) -> [String] {
        let space = SVGTextMeasure.width(of: " ", font: font)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0.0
            for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\u{200B}" }) {
                var word = Substring(word)
                var wordWidth = SVGTextMeasure.width(of: word, font: font)
                if !line.isEmpty, lineWidth + space + wordWidth <= width {
                    line += " " + word
                    lineWidth += space + wordWidth
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                while wordWidth > width {
                    var (cut, used) = prefix(of: word, fitting: width, font: font)
                    // Always take one character, or a line narrower than it would never end.
                    if cut == word.startIndex {
                        cut = word.index(after: cut)
                        used = SVGTextMeasure.width(of: word[..<cut], font: font)
                    }
                    lines.append(String(word[..<cut]))
                    word = word[cut...]
                    // Subtracted, not measured again: a 100,000-character word stays one pass.
                    wordWidth -= used
                }
                line = String(word)
                lineWidth = wordWidth
            }
            lines.append(line)
        }
        return lines
    }

    /// Where the longest start of `text` no wider than `width` ends.
    private static func end(of text: Substring, fitting width: Double, font: Font) -> Substring.Index {
        prefix(of: text, fitting: width, font: font).end
    }

    /// Where the longest start of `text` no wider than `width` ends, and its width.
    private static func prefix(of text: Substring, fitting width: Double, font: Font)
        -> (end: Substring.Index, width: Double)
    {
        var used = 0.0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let advance = SVGTextMeasure.width(of: text[index..<next], font: font)
            if used + advance > width { break }
            used += advance
            index = next
        }
        return (index, used)
    }
}
