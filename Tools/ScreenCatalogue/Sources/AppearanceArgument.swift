import CommandLineKit
import DesignSystem

/// Reads `--appearance MODE`: `light` or `dark`, or `all` where both are wanted.
public enum AppearanceArgument {
    /// The appearances `value` names.
    ///
    /// - Throws: `CommandUsageError` naming what it takes, with the usage of the command `parsed` names.
    public static func appearances(_ value: String, allowingAll: Bool, in parsed: ParsedCommand)
        throws(CommandUsageError)
        -> [Theme.Appearance]
    {
        if allowingAll, value == "all" { return Theme.Appearance.allCases }
        guard let appearance = Theme.Appearance(rawValue: value) else {
            let names = allowingAll ? "light, dark or all" : "light or dark"
            throw parsed.usageError("--appearance takes \(names), not '\(value)'")
        }
        return [appearance]
    }
}
