import Foundation

/// The languages the package's String Catalogs are written in and translated to, so a new
/// module's catalogue has a string in each language the app already speaks.
struct PackageLanguages: Equatable {
    /// The source language of the first catalogue read; English when there is none.
    let source: String
    /// Every language some catalogue has, the source included; sorted.
    let all: [String]

    /// The languages of every `Modules/*/Resources/Localizable.xcstrings` and of App's
    /// catalogue in the package at `root`, each read as the scaffold reads every file it is
    /// given (a regular file only). A catalogue that cannot be read is left out: the catalogue
    /// check in `make test` names it, and names any language the new one then lacks.
    static func read(inPackageAt root: URL) -> PackageLanguages {
        let modules = root.appendingPathComponent("Modules")
        // A package without a Modules folder (a bare manifest) has no catalogue to learn from.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
        var source: String?
        var languages: Set<String> = []
        for folder in names.sorted().map({ "Modules/\($0)" }) + ["App"] {
            let url = root.appendingPathComponent(folder + "/Resources/Localizable.xcstrings")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            do {
                let catalog = try StringCatalogEditor.parse(
                    PackageFiles.text(of: PackageFiles.read(url)), file: url.path)
                source = source ?? catalog.sourceLanguage
                languages.formUnion(catalog.languages)
            } catch {
                continue
            }
        }
        let sourceLanguage = source ?? "en"
        return PackageLanguages(source: sourceLanguage, all: languages.union([sourceLanguage]).sorted())
    }
}
