/// Escaping for text written into XML: the SVG pictures, and the XML reports built on this layer.
public enum XMLText {
    /// `text` safe inside an attribute value or an element: markup characters become entities
    /// and characters XML 1.0 forbids are dropped.
    ///
    /// - Parameter keepingLineBreaks: Whether tabs, line feeds and carriage returns are kept;
    ///   when `false` each becomes a space, because an SVG text element draws a single line.
    public static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r":
                if keepingLineBreaks {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += " "
                }
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
