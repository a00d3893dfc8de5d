import DesignSystem
import Foundation

/// ArticleKit's String Catalog, read once from the module's bundle.
enum ArticleKitStrings {
    private static let catalog = StringCatalog.bundledOrEmpty(in: .module)

    /// The kit's strings in `language`.
    static func strings(in language: Language) -> LocalizedStrings {
        LocalizedStrings(catalog: catalog, language: language)
    }
}
