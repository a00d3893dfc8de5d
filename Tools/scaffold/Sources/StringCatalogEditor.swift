import Foundation

/// Adds a new screen's strings to its module's String EditableStringCatalog (`Localizable.xcstrings`), or
/// writes a new module's catalogue, in every language the catalogue has. The file is rewritten
/// whole, so it is first read back in Xcode's layout: a catalogue laid out otherwise is refused,
/// naming the first line that differs, rather than reformatted around the new keys.
enum StringCatalogEditor {
    /// The state of a new string in the source language.
    static let sourceState = "translated"

    /// The state of a new string in every other language, which holds the English text until a
    /// translator replaces it. Xcode shows such a string as "Needs Review" and leaves it out of
    /// the language's translated share, so it is found; the app shows the English meanwhile,
    /// and the catalogue check, which asks for a string in each language whatever its state,
    /// passes.
    static let untranslatedState = "needs_review"

    /// A catalogue read for editing.
    struct EditableStringCatalog {
        /// The whole file.
        var root: [String: CatalogueJSON]
        /// The language the keys are written in, e.g. `en`.
        let sourceLanguage: String
        /// Every language a key has a string in, and the source language; sorted.
        let languages: [String]
        /// Whether the file writes a slash as `\/`.
        let escapingSlashes: Bool
        /// Whether the file ends with a line break after its closing brace.
        let endsWithNewline: Bool

        /// The file's text, in Xcode's layout.
        var text: String {
            CatalogueJSON.object(root).written(escapingSlashes: escapingSlashes) + (endsWithNewline ? "\n" : "")
        }
    }

    /// Reads the catalogue `text` to be rewritten; `file` names it in errors.
    ///
    /// - Throws: `ScaffoldError` when it is not a String EditableStringCatalog or not in Xcode's layout.
    static func read(_ text: String, file: String) throws(ScaffoldError) -> EditableStringCatalog {
        let catalog = try parse(text, file: file)
        try requireSameLayout(catalog.text, as: text, file: file)
        return catalog
    }

    /// Reads the catalogue `text`, whatever its layout; `file` names it in errors.
    ///
    /// - Throws: `ScaffoldError` when it is not a String EditableStringCatalog.
    static func parse(_ text: String, file: String) throws(ScaffoldError) -> EditableStringCatalog {
        let shape = "a String EditableStringCatalog: a JSON object with `sourceLanguage` and `strings`"
        let value: CatalogueJSON
        do {
            value = try JSONDecoder().decode(CatalogueJSON.self, from: Data(text.utf8))
        } catch {
            throw .unexpectedSource(path: file, expected: shape)
        }
        guard case let .object(root) = value, case let .string(sourceLanguage)? = root["sourceLanguage"],
            case let .object(strings)? = root["strings"]
        else {
            throw .unexpectedSource(path: file, expected: shape)
        }
        var languages: Set<String> = [sourceLanguage]
        for string in strings.values {
            if case let .object(localizations)? = string["localizations"] { languages.formUnion(localizations.keys) }
        }
        return EditableStringCatalog(
            root: root, sourceLanguage: sourceLanguage, languages: languages.sorted(),
            escapingSlashes: text.contains("\\/"), endsWithNewline: text.hasSuffix("\n"))
    }

    /// `text`, a catalogue, with `strings` added in every language it has.
    ///
    /// - Throws: `ScaffoldError` when it cannot be read (see `read`) or already has one of the keys.
    static func adding(_ strings: [CatalogueString], to text: String, file: String) throws(ScaffoldError) -> String {
        var catalog = try read(text, file: file)
        guard case var .object(entries)? = catalog.root["strings"] else { return text }
        for string in strings {
            guard entries[string.key] == nil else { throw .keyExists(path: file, key: string.key) }
            entries[string.key] = entry(
                for: string, sourceLanguage: catalog.sourceLanguage, languages: catalog.languages)
        }
        catalog.root["strings"] = .object(entries)
        return catalog.text
    }

    /// A new catalogue holding `strings`, written in `sourceLanguage`, with a string in each of
    /// `languages`.
    static func newStringCatalog(with strings: [CatalogueString], sourceLanguage: String, languages: [String]) -> String
    {
        var entries: [String: CatalogueJSON] = [:]
        for string in strings {
            entries[string.key] = entry(for: string, sourceLanguage: sourceLanguage, languages: languages)
        }
        let root: [String: CatalogueJSON] = [
            "sourceLanguage": .string(sourceLanguage), "strings": .object(entries), "version": .string("1.0"),
        ]
        return CatalogueJSON.object(root).written() + "\n"
    }

    /// One key's entry: the English text in every language, marked translated in the source
    /// language only; entered by hand (`manual`), as every key of the app's catalogues is.
    static func entry(for string: CatalogueString, sourceLanguage: String, languages: [String]) -> CatalogueJSON {
        var localizations: [String: CatalogueJSON] = [:]
        for language in Set(languages + [sourceLanguage]) {
            let state = language == sourceLanguage ? sourceState : untranslatedState
            localizations[language] = .object([
                "stringUnit": .object(["state": .string(state), "value": .string(string.english)])
            ])
        }
        return .object([
            "comment": .string(string.comment), "extractionState": .string("manual"),
            "localizations": .object(localizations),
        ])
    }

    /// Refuses `original` when `rewritten`, the same catalogue in Xcode's layout, differs from
    /// it: rewriting would change lines a person did not ask to change.
    private static func requireSameLayout(_ rewritten: String, as original: String, file: String)
        throws(ScaffoldError)
    {
        guard rewritten != original else { return }
        let originalLines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let rewrittenLines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            zip(originalLines, rewrittenLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(originalLines.count, rewrittenLines.count)
        let found =
            originalLines.indices.contains(index)
            ? originalLines[index].trimmingCharacters(in: .whitespaces) : "the end of the file"
        throw .unexpectedStringCatalogLayout(path: file, line: index + 1, found: String(found.prefix(80)))
    }
}
