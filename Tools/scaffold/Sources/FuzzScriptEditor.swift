/// Adds a new feature module to the fuzz harnesses' script (`Tests/Fuzz/fuzz.sh`). Its studio
/// harness compiles the whole app outside SwiftPM, module by module, from two lists: the feature
/// modules it compiles before App (`STUDIO_FEATURES`) and the modules whose String Catalog it
/// copies beside them (`STUDIO_RESOURCES`). App's loader for the module imports it, so App
/// compiles there only once the module is in both.
enum FuzzScriptEditor {
    /// The script, relative to the package.
    static let path = "Tests/Fuzz/fuzz.sh"

    /// Each list the module joins, with what it is, for the error when it is missing.
    static let lists = [
        ("STUDIO_FEATURES", "the feature modules the studio harness compiles"),
        ("STUDIO_RESOURCES", "the modules whose resources the studio harness copies"),
    ]

    /// `script` with `name`'s module at the end of each list, unless the list names it already;
    /// `file` names the script in errors.
    ///
    /// - Throws: `ScaffoldError.unexpectedSource` when a list is missing or never closed.
    static func adding(_ name: FeatureName, to script: String, file: String) throws(ScaffoldError) -> String {
        var text = script
        for (list, meaning) in lists {
            guard let start = text.range(of: "\n\(list)=("),
                let end = text[start.upperBound...].firstIndex(of: ")")
            else {
                throw .unexpectedSource(path: file, expected: "`\(list)=(...)` on a line of its own, \(meaning)")
            }
            let modules = text[start.upperBound..<end].split(whereSeparator: \.isWhitespace)
            guard !modules.contains(Substring(name.module)) else { continue }
            text.insert(contentsOf: " \(name.module)", at: end)
        }
        return text
    }
}
