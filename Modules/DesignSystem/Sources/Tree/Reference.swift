/// The two ways the format names another place: curly braces around a token path
/// (`{color.brand}`) and JSON Pointer (`#/color/brand/$value`, RFC 6901).
package enum Reference {
    /// The path inside `{...}` when `text` is exactly one curly-brace reference.
    package static func curlyTarget(_ text: String) -> String? {
        let bytes = text.utf8
        guard bytes.count > 2, bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(UInt8(ascii: "{")), !inner.contains(UInt8(ascii: "}")) else { return nil }
        return String(Substring(inner))
    }

    /// The path of a curly-brace reference inside a JSON value.
    static func curlyTarget(in value: JSONValue) -> String? {
        guard case let .string(text) = value else { return nil }
        return curlyTarget(text)
    }

    /// What is wrong with a reference's path, or `nil` when every segment is a usable name.
    static func pathProblem(_ path: String) -> String? {
        path.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
            ? "expected dot-separated names, found an empty name" : nil
    }

    /// The unescaped segments of a same-document JSON Pointer (`#/a/b~1c` gives `a`, `b/c`);
    /// `nil` when `pointer` is not one.
    static func pointerSegments(_ pointer: String) -> [String]? {
        guard pointer.hasPrefix("#/") || pointer == "#" else { return nil }
        guard pointer != "#" else { return [] }
        var segments: [String] = []
        for raw in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            var segment = ""
            var characters = raw.makeIterator()
            while let character = characters.next() {
                guard character == "~" else {
                    segment.append(character)
                    continue
                }
                switch characters.next() {
                case "0": segment.append("~")
                case "1": segment.append("/")
                default: return nil
                }
            }
            segments.append(segment)
        }
        return segments
    }
}
