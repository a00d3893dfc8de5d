import DesignSystem

/// Reads the contrast pairs from the root `$extensions` of a tokens file.
struct ContrastPairReader {
    private(set) var issues: [TokenIssue] = []

    mutating func pairs(in root: [String: JSONValue]) -> [ContrastPair] {
        let location = "$extensions.\(ContrastPair.extensionKey)"
        guard case let .object(extensions)? = root["$extensions"],
            case let .object(contrast)? = extensions[ContrastPair.extensionKey]
        else {
            issues.append(
                .invalidContrastPair(location: location, reason: "expected an object with \"pairs\", found none"))
            return []
        }
        guard case let .array(entries)? = contrast["pairs"] else {
            let found = contrast["pairs"]?.summary ?? "nothing"
            issues.append(
                .invalidContrastPair(location: location + ".pairs", reason: "expected an array, found \(found)"))
            return []
        }
        return entries.enumerated().compactMap { index, entry in
            pair(entry, location: "\(location).pairs[\(index)]")
        }
    }

    private mutating func pair(_ entry: JSONValue, location: String) -> ContrastPair? {
        guard case let .object(fields) = entry,
            case let .string(foreground)? = fields["foreground"],
            case let .string(background)? = fields["background"],
            case let .number(minimum)? = fields["minimum"]
        else {
            let reason =
                "expected {\"foreground\": name, \"background\": name, \"minimum\": number}, found \(entry.summary)"
            issues.append(.invalidContrastPair(location: location, reason: reason))
            return nil
        }
        guard minimum >= 1, minimum <= 21 else {
            let reason = "expected a minimum between 1 and 21, found \(JSONValue.format(minimum))"
            issues.append(.invalidContrastPair(location: location, reason: reason))
            return nil
        }
        var appearances = Theme.Appearance.allCases
        if let themes = fields["themes"] {
            guard case let .array(names) = themes else {
                issues.append(
                    .invalidContrastPair(
                        location: location, reason: "expected \"themes\" to be an array, found \(themes.summary)"))
                return nil
            }
            appearances = []
            for name in names {
                guard case let .string(text) = name, let appearance = Theme.Appearance(rawValue: text) else {
                    let known = Theme.Appearance.allCases.map(\.rawValue).joined(separator: ", ")
                    issues.append(
                        .invalidContrastPair(
                            location: location, reason: "expected a theme among \(known), found \(name.summary)"))
                    return nil
                }
                appearances.append(appearance)
            }
        }
        var usage: String?
        if case let .string(text)? = fields["usage"] { usage = text }
        return ContrastPair(
            foreground: foreground, background: background, minimum: minimum, usage: usage, appearances: appearances)
    }
}
