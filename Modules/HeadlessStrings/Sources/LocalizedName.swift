import Foundation

/// A name one module declares and another shows: a key in the declaring module's String Catalog,
/// carried with that catalogue, so whoever shows it words it in the app's language without
/// knowing the module or matching English text.
public nonisolated struct LocalizedName: Hashable, Sendable {
    private let key: String
    /// `nil` for a name that is shown as it is written.
    private let catalog: StringCatalog?

    /// The name under `key` in the String Catalog of `bundle` (the declaring module's
    /// `Bundle.module`). Written as a call with the key as a literal, like every lookup, so the
    /// catalogue check sees the key in use.
    public static func localized(_ key: String, in bundle: Bundle) -> LocalizedName {
        LocalizedName(key: key, catalog: BundledStringCatalogs.catalog(in: bundle))
    }

    /// A name no catalogue has, shown as `text` in every language (an identifier from a saved
    /// session no module declares any more).
    public static func verbatim(_ text: String) -> LocalizedName {
        LocalizedName(key: text, catalog: nil)
    }

    /// The name in `language`; the key itself when the catalogue has no such entry.
    public func text(in language: Language) -> String {
        guard let catalog else { return key }
        return LocalizedStrings(catalog: catalog, language: language).localized(key, arguments: [])
    }

    /// Two names are the same when they come from the same place under the same key.
    public static func == (lhs: LocalizedName, rhs: LocalizedName) -> Bool {
        lhs.key == rhs.key && (lhs.catalog == nil) == (rhs.catalog == nil)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(catalog == nil)
    }
}
