import Foundation

/// One module's strings in one language: what its screens, messages and errors ask for by key.
///
/// A key is always written as a string literal at the call (`strings.localized("login.submit")`):
/// the catalogue check finds the keys code uses by reading the sources for those calls.
public struct LocalizedStrings: Sendable {
    /// The module's catalogue.
    public let catalog: StringCatalog
    /// The language strings are looked up in.
    public let language: Language

    /// The strings of `catalog` in `language`.
    public init(catalog: StringCatalog, language: Language) {
        self.catalog = catalog
        self.language = language
    }

    /// The strings of the String Catalog in `bundle` (a module's `Bundle.module`) in `language`.
    /// The catalogue is read once per process; a bundle without a readable one gives its keys,
    /// and the catalogue check in `make test` names the problem.
    public init(bundle: Bundle, language: Language) {
        self.init(catalog: BundledStringCatalogs.catalog(in: bundle), language: language)
    }

    /// The string for `key` with `arguments` written in; a number argument (the last, if
    /// several) chooses the plural form. Falls back to the source language's string when the
    /// language has none, and to the key itself when the catalogue has no such key, as
    /// Foundation does.
    public func localized(_ key: String, _ arguments: LocalizedArgument...) -> String {
        localized(key, arguments: arguments)
    }

    /// `localized(_:_:)` with the arguments as an array.
    public func localized(_ key: String, arguments: [LocalizedArgument]) -> String {
        guard let entries = catalog.strings[key],
            let (entry, entryLanguage) = entries[language.catalogueLanguage].map({ ($0, language.catalogueLanguage) })
                ?? entries[catalog.sourceLanguage].map({ ($0, catalog.sourceLanguage) })
        else { return key }
        let text: String
        switch entry {
        case let .single(single):
            text = single
        case let .plural(forms):
            let count = FormatString(forms[.other] ?? forms.values.first ?? "").pluralCountIndex
                .flatMap { arguments.indices.contains($0) ? arguments[$0] : nil }
            let category: PluralCategory =
                if case let .number(number)? = count { .of(number, in: entryLanguage) } else { .other }
            text = forms[category] ?? forms[.other] ?? ""
        }
        return PseudoLocalization.apply(language, to: FormatString(text)).written(with: arguments)
    }
}
