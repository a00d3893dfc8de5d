import DesignSystem
import Foundation

/// The Explore module's String Catalog, read once from the module's bundle.
enum ExploreStrings {
    private static let catalog = StringCatalog.bundledOrEmpty(in: .module)

    /// The module's strings in `language`.
    static func strings(in language: Language) -> LocalizedStrings {
        LocalizedStrings(catalog: catalog, language: language)
    }
}
