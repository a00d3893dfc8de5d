/// A workspace's `flows` pattern, as Java's glob reads it: `*` and `?` stay inside one folder,
/// `**` crosses folders, `{a,b}` is either.
struct FlowGlob {
    private let regex: Regex<AnyRegexOutput>?

    init(_ pattern: String) {
        var source = "^"
        var characters = Array(pattern)[...]
        var inBraces = false
        while let character = characters.popFirst() {
            switch character {
            case "*":
                if characters.first == "*" {
                    characters.removeFirst()
                    source += ".*"
                } else {
                    source += "[^/]*"
                }
            case "?": source += "[^/]"
            case "{":
                inBraces = true
                source += "(?:"
            case "}" where inBraces:
                inBraces = false
                source += ")"
            case "," where inBraces: source += "|"
            default:
                source += "\\^$.|+()[]{}".contains(character) ? "\\" + String(character) : String(character)
            }
        }
        regex = try? Regex(source + "$")
    }

    /// Whether `path` (relative to the workspace folder) matches.
    func matches(_ path: String) -> Bool {
        guard let regex else { return false }
        return path.wholeMatch(of: regex) != nil
    }
}
