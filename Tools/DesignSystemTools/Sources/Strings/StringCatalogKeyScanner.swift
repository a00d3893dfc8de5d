import DesignSystem

/// Finds the catalogue keys Swift code asks for: the string literal that is the first argument
/// of each `localized(` call, on the same line or the next. Comment lines are skipped, so
/// documentation that shows a call is not a use.
public enum StringCatalogKeyScanner {
    /// The keys `source` asks for. Reads each character a bounded number of times.
    public static func keys(in source: String) -> Set<String> {
        let code = source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") }
            .joined(separator: "\n")
        var keys: Set<String> = []
        var rest = code[...]
        while let call = rest.range(of: "localized(") {
            rest = rest[call.upperBound...]
            let argument = rest.drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" })
            guard argument.first == "\"" else { continue }
            let literal = argument.dropFirst().prefix(while: { $0 != "\"" && $0 != "\\" && $0 != "\n" })
            if argument.dropFirst(literal.count + 1).first == "\"", !literal.isEmpty {
                keys.insert(String(literal))
            }
        }
        return keys
    }
}
