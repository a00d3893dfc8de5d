import DesignSystem

/// One thing wrong with a String Catalog, as the catalogue check reports it.
public struct StringCatalogFinding: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Sendable, Equatable {
        /// The key has no string in `language`, or lacks plural categories that language needs.
        case missingTranslation(language: String, categories: [PluralCategory])
        /// The catalogue has the key but no code asks for it.
        case staleKey
        /// Code asks for the key but the catalogue does not have it.
        case missingKey
        /// `language`'s string takes other arguments than the source language's.
        case argumentsDiffer(language: String, source: String, found: String)
        /// A string has a `%` specifier the app does not write in.
        case unsupportedSpecifier(language: String, specifier: String)
        /// `language`'s string writes argument `argument` (from 1) as more than one kind
        /// (`%1$@` and `%1$lld`, listed as written in `kinds`).
        case conflictingArgumentKinds(language: String, argument: Int, kinds: [String])
        /// `language`'s string leaves out positions below its highest argument `highest`
        /// (from 1): `missing` lists the first few, `missingCount` counts them all.
        case argumentGap(language: String, highest: Int, missing: [Int], missingCount: Int)
    }

    /// The catalogue's path (or its module's name).
    public let catalogue: String
    /// The key the problem is with.
    public let key: String
    /// The problem.
    public let kind: Kind

    /// A finding about `key` in `catalogue`.
    public init(catalogue: String, key: String, kind: Kind) {
        self.catalogue = catalogue
        self.key = key
        self.kind = kind
    }

    /// One line naming the catalogue, the key, the problem and its fix.
    public var description: String {
        "\(catalogue): \(key): " + message
    }

    private var message: String {
        switch kind {
        case let .missingTranslation(language, categories) where categories.isEmpty:
            "missing translation: no '\(language)' string; add one"
        case let .missingTranslation(language, categories):
            "missing translation: the '\(language)' plural lacks "
                + categories.map(\.rawValue).joined(separator: ", ") + "; CLDR's rules need it"
        case .staleKey:
            "stale key: no code asks for it (strings.localized(\"...\")); remove it or use it"
        case .missingKey:
            "missing key: the code asks for it but the catalogue has no such string; add it"
        case let .argumentsDiffer(language, source, found):
            "format arguments differ: '\(language)' takes \(found), the source takes \(source)"
        case let .unsupportedSpecifier(language, specifier):
            "unsupported format specifier \(specifier) in '\(language)'; use %@ or %lld (%% for a per cent sign)"
        case let .conflictingArgumentKinds(language, argument, kinds):
            "conflicting argument types: '\(language)' writes argument \(argument) as "
                + kinds.joined(separator: " and ") + "; give each argument one type"
        case let .argumentGap(language, highest, missing, missingCount):
            "gap in positional arguments: '\(language)' goes up to %\(highest)$ but never writes "
                + missing.map { "%\($0)$" }.joined(separator: ", ")
                + (missingCount > missing.count ? " and \(missingCount - missing.count) more" : "")
                + "; number the arguments from 1 without a gap"
        }
    }
}
