import CommandLineKit
import DesignSystem

/// Reads `--language CODE`: a language of the String Catalogs or one of Xcode's
/// pseudo-languages, or `all` where every one is wanted (`App audit`, `App snapshot`).
public enum LanguageArgument {
    /// The global option every command accepts.
    public static let declaration = ArgumentDeclaration.option(
        "--language", value: "CODE",
        help: "the language screens speak: \(Language.codes.joined(separator: ", ")) (default en); double, "
            + "accented, rtl and bounded are Xcode's pseudo-languages")

    /// The option as `App snapshot` and `App audit` declare it, taking `all` too.
    static let declarationTakingAll = ArgumentDeclaration.option(
        "--language", value: "CODE|all",
        help: "\(Language.codes.joined(separator: ", ")) or all: the languages to render")

    /// The language `code` names.
    ///
    /// - Throws: `CommandUsageError` listing the codes, with the usage of the command `parsed` names.
    public static func language(_ code: String, in parsed: ParsedCommand) throws(CommandUsageError) -> Language {
        try languages(code, allowingAll: false, in: parsed)[0]
    }

    /// The languages `value` names: one code, or every language for `all` where allowed.
    ///
    /// - Throws: `CommandUsageError` listing the codes, with the usage of the command `parsed` names.
    static func languages(_ value: String, allowingAll: Bool, in parsed: ParsedCommand) throws(CommandUsageError)
        -> [Language]
    {
        if allowingAll, value == "all" { return Language.allCases }
        guard let language = Language(code: value) else {
            let codes = Language.codes.joined(separator: ", ") + (allowingAll ? " or all" : "")
            throw parsed.usageError("--language takes one of \(codes), not '\(value)'")
        }
        return [language]
    }
}
