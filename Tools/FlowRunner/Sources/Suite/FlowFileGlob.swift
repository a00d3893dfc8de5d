/// A workspace's `flows` pattern, as Java's glob reads it: `*` and `?` stay inside one folder,
/// `**` crosses folders, `{a,b}` is either. It matches a whole path, in time linear in the
/// path however many `*` it has.
struct FlowFileGlob {
    /// The automaton paths are matched with; `nil` for a pattern it cannot express, which
    /// matches no path.
    let regex: MaestroLinearRegex?

    init(_ pattern: String) {
        var source = ""
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
        regex = try? MaestroLinearRegexParser.parse(source)
    }

    /// Whether all of `path` (relative to the workspace folder) matches.
    func matches(_ path: String) -> Bool {
        guard let regex else { return false }
        return (try? regex.wholeMatches(path, pattern: "")) ?? false
    }
}
