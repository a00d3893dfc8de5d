import Foundation

/// The languages the package's String Catalogs are written in and translated to, so a new
/// module's catalogue has a string in each language the app already speaks.
struct PackageLanguages: Equatable {
    /// The source language of the first catalogue read; English when there is none.
    let source: String
    /// Every language some catalogue has, the source included; sorted.
    let all: [String]

    /// The languages of every `Modules/*/Resources/Localizable.xcstrings` and of App's
    /// catalogue in the package at `root`. A catalogue that cannot be read is left out: the
    /// catalogue check in `make test` names it, and names any language the new one then lacks.
    static func read(inPackageAt root: URL) -> PackageLanguages {
        let manager = FileManager.default
        let modules = root.appendingPathComponent("Modules")
        let folders =
            ((try? manager.contentsOfDirectory(atPath: modules.path)) ?? []).sorted()
            .map { "Modules/\($0)" } + ["App"]
        var source: String?
        var languages: Set<String> = []
        for folder in folders {
            let path = root.appendingPathComponent(folder + "/Resources/Localizable.xcstrings").path
            guard let data = manager.contents(atPath: path),
                let catalog = try? StringCatalogEditor.parse(String(decoding: data, as: UTF8.self), file: path)
            else { continue }
            source = source ?? catalog.sourceLanguage
            languages.formUnion(catalog.languages)
        }
        let sourceLanguage = source ?? "en"
        return PackageLanguages(source: sourceLanguage, all: languages.union([sourceLanguage]).sorted())
    }
}
