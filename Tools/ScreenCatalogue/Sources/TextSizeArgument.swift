import CommandLineKit
import DesignSystem

/// Reads `--text-size NAME`: a Dynamic Type size by its short name (xSmall ... xxxLarge,
/// AX1 ... AX5), any letter case, or `all` where every size is wanted.
enum TextSizeArgument {
    /// The sizes `value` names.
    ///
    /// - Throws: `CommandUsageError` listing the names, with the usage of the command `parsed` names.
    static func sizes(_ value: String, allowingAll: Bool, in parsed: ParsedCommand) throws(CommandUsageError)
        -> [TextSize]
    {
        if allowingAll, value == "all" { return TextSize.allCases }
        guard let size = TextSize.allCases.first(where: { $0.rawValue.lowercased() == value.lowercased() }) else {
            let names = TextSize.allCases.map(\.rawValue).joined(separator: ", ")
            throw parsed.usageError(
                "--text-size takes one of \(names)\(allowingAll ? " or all" : ""), not '\(value)'")
        }
        return [size]
    }
}
