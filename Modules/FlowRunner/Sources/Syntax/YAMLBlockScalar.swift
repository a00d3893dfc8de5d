import Foundation

/// YAML's block scalars: `|` keeps line breaks, `>` folds lines into one; `-` strips the
/// final line break, `+` keeps every trailing one, nothing keeps exactly one.
enum YAMLBlockScalar {
    /// The indicator that ends a line, as in `key: |-` or `- >`.
    struct Header {
        let folds: Bool
        let chomping: Character?
        let indent: Int?
    }

    /// The header at the end of `text`, if the line's value is a block scalar indicator.
    static func header(ending text: [Character]) -> Header? {
        let value: ArraySlice<Character>
        if let colon = YAMLParser.keyColon(in: text) {
            value = text[(colon + 1)...].drop { $0 == " " }
        } else if text.first == "-", text.count > 1, text[1] == " " {
            value = text.dropFirst(2).drop { $0 == " " }
        } else {
            value = text[...]
        }
        guard let first = value.first, first == "|" || first == ">", value.count <= 3 else { return nil }
        var chomping: Character?
        var indent: Int?
        for character in value.dropFirst() {
            if character == "-" || character == "+", chomping == nil {
                chomping = character
            } else if let digit = character.wholeNumberValue, digit > 0, indent == nil {
                indent = digit
            } else {
                return nil
            }
        }
        return Header(folds: first == ">", chomping: chomping, indent: indent)
    }

    /// The text of the block below a header: the lines indented deeper than `parentIndent`
    /// (blank lines included), without their common indentation.
    static func read(_ header: Header, lines: [[Character]], from index: inout Int, parentIndent: Int) -> String {
        var body: [[Character]] = []
        var contentIndent: Int?
        while index < lines.count {
            let line = lines[index]
            let indent = line.prefix { $0 == " " }.count
            let isBlank = indent == line.count
            if !isBlank {
                if indent <= parentIndent { break }
                if contentIndent == nil { contentIndent = header.indent.map { parentIndent + $0 } ?? indent }
                if let contentIndent, indent < contentIndent { break }
            }
            body.append(line)
            index += 1
        }
        let cut = contentIndent ?? 0
        var contents = body.map { line in String(line.count > cut ? line[cut...] : []) }
        var trailing = 0
        while contents.last?.trimmingCharacters(in: .whitespaces).isEmpty == true {
            contents.removeLast()
            trailing += 1
        }
        let text = header.folds ? folded(contents) : contents.joined(separator: "\n")
        switch header.chomping {
        case "-": return text
        case "+": return text + String(repeating: "\n", count: trailing + 1)
        default: return text.isEmpty ? "" : text + "\n"
        }
    }

    /// Lines joined by spaces; an empty line becomes a line break.
    private static func folded(_ lines: [String]) -> String {
        var result = ""
        var previousBlank = true
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                result += "\n"
                previousBlank = true
            } else {
                if !previousBlank { result += " " }
                result += line
                previousBlank = false
            }
        }
        return result
    }

    /// Whether a `[` or `{` outside quotes is left open at the end of the line.
    static func hasOpenBracket(_ text: [Character]) -> Bool {
        var depth = 0
        var variables = 0
        var quote: Character?
        var previous: Character = " "
        for character in text {
            if let open = quote {
                if character == open, previous != "\\" { quote = nil }
            } else if character == "\"" || character == "'", " {[,:".contains(previous) {
                quote = character
            } else if character == "[" || character == "{" {
                // `${NAME}` is a variable, not a flow mapping.
                if character == "{" && previous == "$" { variables += 1 } else { depth += 1 }
            } else if character == "}", variables > 0 {
                variables -= 1
            } else if character == "]" || character == "}" {
                depth -= 1
            }
            previous = character
        }
        return depth > 0
    }
}
