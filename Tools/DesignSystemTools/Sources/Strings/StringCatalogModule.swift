import DesignSystem
import Foundation

/// A folder of the package that shows text: `Modules/<Name>` or `App`, with its catalogue at
/// `Resources/Localizable.xcstrings` and the Swift files under `Sources` that ask for its keys.
struct StringCatalogModule {
    /// The most Swift files one module may hold: a tree beyond it is refused rather than read
    /// without end.
    static let maximumSourceFiles = 10_000

    /// The folder, relative to the package root (`Modules/ProfileModule`).
    let folder: String
    let root: URL

    /// The catalogue's path relative to the package root, as findings name it.
    var catalogPath: String { folder + "/Resources/Localizable.xcstrings" }

    /// Every folder under `root` that has a catalogue or Swift code asking for keys, sorted.
    ///
    /// - Throws: `StringCatalogError` when `root` cannot be listed.
    static func all(in root: URL) throws(StringCatalogError) -> [StringCatalogModule] {
        let manager = FileManager.default
        let modules = root.appendingPathComponent("Modules", isDirectory: true)
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: modules.path)
        } catch {
            throw StringCatalogError(source: modules.path, message: "cannot be listed: \(error.localizedDescription)")
        }
        let candidates = names.sorted().map { "Modules/\($0)" } + ["App"]
        var found: [StringCatalogModule] = []
        for folder in candidates {
            let module = StringCatalogModule(folder: folder, root: root)
            let hasStringCatalog = manager.fileExists(atPath: root.appendingPathComponent(module.catalogPath).path)
            if hasStringCatalog {
                found.append(module)
            } else if !(try module.usedKeys().isEmpty) {
                found.append(module)
            }
        }
        return found
    }

    /// The catalogue; an empty one when the module has none, so every key its code asks for is
    /// reported missing.
    ///
    /// - Throws: `StringCatalogError` when the catalogue cannot be read.
    func catalog() throws(StringCatalogError) -> StringCatalog {
        let url = root.appendingPathComponent(catalogPath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return StringCatalog(sourceLanguage: Language.english.code, strings: [:])
        }
        return try StringCatalog(contentsOf: url)
    }

    /// Every key the module's Swift sources ask for.
    ///
    /// - Throws: `StringCatalogError` for a file that cannot be read or a tree of more than
    ///   `maximumSourceFiles` Swift files.
    func usedKeys() throws(StringCatalogError) -> Set<String> {
        let sources = root.appendingPathComponent(folder).appendingPathComponent("Sources", isDirectory: true)
        guard let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return []
        }
        var keys: Set<String> = []
        var count = 0
        for case let file as URL in files where file.pathExtension == "swift" {
            count += 1
            guard count <= Self.maximumSourceFiles else {
                throw StringCatalogError(
                    source: sources.path,
                    message: "more than \(Self.maximumSourceFiles) Swift files; not a module folder")
            }
            do {
                keys.formUnion(StringCatalogKeyScanner.keys(in: try String(contentsOf: file, encoding: .utf8)))
            } catch {
                throw StringCatalogError(source: file.path, message: "cannot be read: \(error.localizedDescription)")
            }
        }
        return keys
    }
}
