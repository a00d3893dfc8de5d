import HeadlessUI

/// The markup `App test` writes in the flows of an HTML report, and only that: the elements and
/// attributes of `HTMLReport`'s sections and of the screens' SVG, with values that can neither
/// run code nor load anything (no event handler, no link, no `url()` but to an element of the
/// page). A merge copies the flows of each page as written, so a page whose flows hold anything
/// else (a `<script>`, an `onload`, a comment that could hide either) is refused rather than
/// copied into a report that people open in their browsers.
enum HTMLReportMarkup {
    /// The elements of a flow's section and of a screen's SVG.
    static let elements: Set<String> = [
        "section", "h2", "span", "small", "div", "p", "strong", "details", "summary", "pre", "table", "thead", "tbody",
        "tr", "th", "td", "svg", "title", "g", "clipPath", "rect", "circle", "path", "line", "text",
    ]

    /// Their attributes.
    static let attributes: Set<String> = [
        "class", "style", "open", "data-not-applicable", "data-milliseconds", "xmlns", "version", "width", "height",
        "viewBox", "id", "clip-path", "transform", "opacity", "x", "y", "x1", "y1", "x2", "y2", "rx", "cx", "cy", "r",
        "d", "fill", "fill-opacity", "stroke", "stroke-opacity", "stroke-width", "stroke-dasharray", "stroke-linecap",
        "stroke-linejoin", "font-family", "font-size", "font-weight", "text-anchor", "direction",
    ]

    /// The XML declaration each screen's SVG starts with, the one `<?` written.
    static let svgDeclaration = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>".utf8)
    /// The one namespace an `xmlns` names.
    static let svgNamespace = "http://www.w3.org/2000/svg"

    /// The first thing in `sections` that `App test` never writes, in words (`a <script>
    /// element`), or `nil` when there is none. One pass over the bytes.
    static func foreignMarkup(in sections: String) -> String? {
        var reader = Reader(bytes: Array(sections.utf8))
        return reader.firstForeignMarkup()
    }

    /// Whether `value`, written for `attribute`, is one `App test` could have written.
    static func allows(_ value: String, for attribute: String) -> Bool {
        switch attribute {
        case "xmlns":
            return value == svgNamespace
        case "style":
            // Only a row's indentation: `padding-left: 22px`.
            guard value.hasPrefix("padding-left: "), value.hasSuffix("px") else { return false }
            let digits = value.dropFirst("padding-left: ".count).dropLast(2)
            return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
        default:
            // No entity, quote, backslash or angle bracket: what is checked is what a browser reads.
            guard value.unicodeScalars.allSatisfy(isPlain) else { return false }
            var rest = Substring(value.lowercased())
            while let call = rest.range(of: "url(") {
                guard rest[call.upperBound...].hasPrefix("#") else { return false }
                rest = rest[call.upperBound...]
            }
            return true
        }
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", " ", "#", ".", ",", "(", ")", "%", ":", ";", "/", "_", "-", "+": true
        default: false
        }
    }

    /// One walk over the sections' bytes, tag by tag.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func firstForeignMarkup() -> String? {
            while let open = bytes[position...].firstIndex(of: UInt8(ascii: "<")) {
                position = open
                if bytes[position...].starts(with: HTMLReportMarkup.svgDeclaration) {
                    position += HTMLReportMarkup.svgDeclaration.count
                    continue
                }
                position += 1
                let closing = peek(UInt8(ascii: "/"))
                if closing { position += 1 }
                let name = self.name()
                guard !name.isEmpty else { return "a '<' that starts no element (a comment, a declaration)" }
                guard HTMLReportMarkup.elements.contains(name) else {
                    return "a <\(QuotedText.abbreviated(name))> element"
                }
                if closing {
                    guard peek(UInt8(ascii: ">")) else {
                        return "an end tag </\(QuotedText.abbreviated(name))> with more in it"
                    }
                    position += 1
                } else if let refusal = attributes(of: name) {
                    return refusal
                }
            }
            return nil
        }

        /// Reads ` name="value"`... up to and including `>` or `/>`.
        private mutating func attributes(of element: String) -> String? {
            while true {
                if peek(UInt8(ascii: ">")) {
                    position += 1
                    return nil
                }
                if bytes[position...].starts(with: "/>".utf8) {
                    position += 2
                    return nil
                }
                guard peek(UInt8(ascii: " ")) else {
                    return "a <\(QuotedText.abbreviated(element))> tag written otherwise than App test writes"
                }
                position += 1
                let attribute = name()
                guard HTMLReportMarkup.attributes.contains(attribute) else {
                    return
                        "the attribute '\(QuotedText.abbreviated(attribute))' on <\(QuotedText.abbreviated(element))>"
                }
                guard peek(UInt8(ascii: "=")) else {
                    // Only `<details open>` has an attribute without a value.
                    guard attribute == "open" else {
                        return "the attribute '\(QuotedText.abbreviated(attribute))' without a value"
                    }
                    continue
                }
                position += 1
                guard peek(UInt8(ascii: "\"")),
                    let end = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "\""))
                else {
                    return
                        "the attribute '\(QuotedText.abbreviated(attribute))' on <\(QuotedText.abbreviated(element))> without a quoted value"
                }
                let value = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
                position = end + 1
                guard HTMLReportMarkup.allows(value, for: attribute) else {
                    return
                        "the attribute '\(QuotedText.abbreviated(attribute))' on <\(QuotedText.abbreviated(element))> with a value App test never writes"
                }
            }
        }

        /// The letters, digits and dashes at the reading position.
        private mutating func name() -> String {
            let start = position
            while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        private func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                true
            default: false
            }
        }

        private func peek(_ byte: UInt8) -> Bool {
            position < bytes.count && bytes[position] == byte
        }
    }
}
