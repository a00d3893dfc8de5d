import DesignSystem

/// Measures every declared pair in every theme it names.
enum ContrastChecker {
    /// Pairs naming a colour the file does not define are reported as invalid; a colour that
    /// is defined but broken is already reported where it is defined, so its pairs are skipped.
    static func measure(_ pairs: [ContrastPair], isDefined: (String) -> Bool, values: [String: TokenValue])
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
                    let undefined = [foregroundPath, backgroundPath].filter { !isDefined($0) }
                    guard !undefined.isEmpty else { continue }
                    let location = "$extensions.\(ContrastPair.extensionKey).pairs[\(index)]"
                    let reason = "expected a colour token at " + undefined.joined(separator: " and ") + ", found none"
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
                if !result.passes {
                    issues.append(
                        .insufficientContrast(
                            foreground: result.foregroundPath, background: result.backgroundPath, ratio: result.ratio,
                            minimum: result.minimum))
                }
            }
        }
        return (results, issues)
    }
}
