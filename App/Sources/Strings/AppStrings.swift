import DesignSystem
import Foundation

/// App's own String Catalog (the tab bar, notices, what a link did), read once from its bundle.
enum AppStrings {
    private static let catalog = StringCatalog.bundledOrEmpty(in: .module)

    /// App's strings in `language`.
    static func strings(in language: Language) -> LocalizedStrings {
        LocalizedStrings(catalog: catalog, language: language)
    }
}
