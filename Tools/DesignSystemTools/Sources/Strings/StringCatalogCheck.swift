import DesignSystem

/// Checks a String Catalog against the code that uses it: every key in every required
/// language (every plural category CLDR gives that language), no key the code does not ask
/// for, no key the code asks for missing, and the same format arguments in every language.
public struct StringCatalogCheck: Sendable {
    /// The languages every key must have: English, German and Arabic.
    public static let appLanguages = Language.allCases.filter { !$0.isPseudo }.map(\.code)

    /// The languages every key must have.
    public let requiredLanguages: [String]

    /// A check requiring `requiredLanguages`.
    public init(requiredLanguages: [String] = StringCatalogCheck.appLanguages) {
        self.requiredLanguages = requiredLanguages
    }

    /// What is wrong with `catalog` (named `name` in the findings) given the keys its module's
    /// code asks for; empty when nothing is. Sorted by key, then by kind as listed.
    public func findings(in catalog: StringCatalog, named name: String, usedKeys: Set<String>)
        -> [StringCatalogFinding]
    {
        var findings: [StringCatalogFinding] = []
        for key in usedKeys.subtracting(catalog.strings.keys).sorted() {
            findings.append(StringCatalogFinding(catalogue: name, key: key, kind: .missingKey))
        }
        for key in catalog.strings.keys.sorted() {
            let entries = catalog.strings[key] ?? [:]
            if !usedKeys.contains(key) {
                findings.append(StringCatalogFinding(catalogue: name, key: key, kind: .staleKey))
            }
            findings += translationFindings(key: key, entries: entries, catalogue: name)
            findings += formatFindings(key: key, entries: entries, source: catalog.sourceLanguage, catalogue: name)
        }
        return findings
    }

    private func translationFindings(key: String, entries: [String: StringCatalog.Entry], catalogue: String)
        -> [StringCatalogFinding]
    {
        requiredLanguages.compactMap { language in
            switch entries[language] {
            case nil:
                return StringCatalogFinding(
                    catalogue: catalogue, key: key, kind: .missingTranslation(language: language, categories: []))
            case .single?:
                return nil
            case let .plural(forms)?:
                let missing = PluralCategory.required(in: language).filter { forms[$0] == nil }
                guard !missing.isEmpty else { return nil }
                return StringCatalogFinding(
                    catalogue: catalogue, key: key, kind: .missingTranslation(language: language, categories: missing))
            }
        }
    }

    private func formatFindings(
        key: String, entries: [String: StringCatalog.Entry], source: String, catalogue: String
    ) -> [StringCatalogFinding] {
        var findings: [StringCatalogFinding] = []
        let sourceArguments = entries[source].flatMap { Self.arguments(of: $0) }
        for language in entries.keys.sorted() {
            guard let entry = entries[language] else { continue }
            for (_, text) in entry.texts {
                for specifier in FormatString(text).unsupportedSpecifiers {
                    findings.append(
                        StringCatalogFinding(
                            catalogue: catalogue, key: key,
                            kind: .unsupportedSpecifier(language: language, specifier: specifier)))
                }
            }
            findings += numberingFindings(
                of: StringCatalogArguments(texts: entry.texts.map(\.text)), language: language, key: key,
                catalogue: catalogue)
            guard language != source, let sourceArguments, let found = Self.arguments(of: entry),
                found != sourceArguments
            else { continue }
            findings.append(
                StringCatalogFinding(
                    catalogue: catalogue, key: key,
                    kind: .argumentsDiffer(
                        language: language, source: Self.describe(sourceArguments), found: Self.describe(found))))
        }
        return findings
    }

    /// An argument written as two kinds, then positions left out, in one language's entry.
    private func numberingFindings(
        of arguments: StringCatalogArguments, language: String, key: String, catalogue: String
    ) -> [StringCatalogFinding] {
        var findings = arguments.conflicts.map { conflict in
            StringCatalogFinding(
                catalogue: catalogue, key: key,
                kind: .conflictingArgumentKinds(
                    language: language, argument: conflict.index + 1, kinds: conflict.kinds.map(\.rawValue)))
        }
        if let highest = arguments.highestIndex, arguments.gapCount > 0 {
            findings.append(
                StringCatalogFinding(
                    catalogue: catalogue, key: key,
                    kind: .argumentGap(
                        language: language, highest: highest + 1, missing: arguments.gaps.map { $0 + 1 },
                        missingCount: arguments.gapCount)))
        }
        return findings
    }

    /// The arguments an entry takes: all of its texts' together. A plural form may leave out
    /// the count (Arabic's "one" and "two" say the number in words), so forms are merged
    /// rather than compared one by one.
    private static func arguments(of entry: StringCatalog.Entry) -> [Int: FormatString.ArgumentKind]? {
        var merged: [Int: FormatString.ArgumentKind] = [:]
        for (_, text) in entry.texts {
            for (index, kind) in FormatString(text).arguments { merged[index] = kind }
        }
        return merged
    }

    private static func describe(_ arguments: [Int: FormatString.ArgumentKind]) -> String {
        guard !arguments.isEmpty else { return "no arguments" }
        return arguments.keys.sorted().map { "\($0 + 1): \(arguments[$0]?.rawValue ?? "")" }.joined(separator: ", ")
    }
}
