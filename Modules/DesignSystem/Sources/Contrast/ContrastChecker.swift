/// Measures every declared pair in every theme it names.
enum ContrastChecker {
    /// Pairs naming a colour the file does not resolve are reported as invalid, not measured.
    static func measure(_ pairs: [ContrastPair], values: [String: TokenValue])
        -> (results: [ContrastResult], issues: [TokenIssue])
    {
        var results: [ContrastResult] = []
        var issues: [TokenIssue] = []
        for (index, pair) in pairs.enumerated() {
            for appearance in pair.appearances {
                let foregroundPath = ColorToken.path(pair.foreground, in: appearance)
                let backgroundPath = ColorToken.path(pair.background, in: appearance)
                guard case let .color(foreground)? = values[foregroundPath],
                    case let .color(background)? = values[backgroundPath]
                else {
                    let location = "$extensions.\(ContrastPair.extensionKey).pairs[\(index)]"
                    let reason = "expected colours at \(foregroundPath) and \(backgroundPath), found none to measure"
                    issues.append(.invalidContrastPair(location: location, reason: reason))
                    continue
                }
                let result = ContrastResult(
                    foreground: pair.foreground,
                    background: pair.background,
                    appearance: appearance,
                    ratio: ContrastRatio.between(foreground, background),
                    minimum: pair.minimum,
                    usage: pair.usage
                )
                results.append(result)
                if !result.passes { issues.append(.insufficientContrast(result)) }
            }
        }
        return (results, issues)
    }
}
