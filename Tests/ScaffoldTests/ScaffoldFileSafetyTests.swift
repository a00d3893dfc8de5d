import Foundation
import Testing

@testable import scaffold

/// The package files the scaffold edits are a person's own: it keeps their permissions, and it
/// refuses, before writing anything, a manifest it could not replace without losing something.
@Suite struct ScaffoldFileSafetyTests {
    private func mode(_ url: URL) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
    }

    @Test func theEditedManifestKeepsItsPermissions() throws {
        let folder = try PackageCopy.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift")
        #expect(chmod(manifest.path, 0o600) == 0)
        let result = ScaffoldRun(["Settings", "--package-path", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try String(contentsOf: manifest, encoding: .utf8).contains("feature(\"SettingsModule\""))
        #expect(try mode(manifest) == 0o600)
    }

    /// A manifest with a second name (a hard link) would keep the old text under that name: the
    /// scaffold refuses before it creates the module, so nothing is half made.
    @Test func aManifestWithTwoNamesIsRefusedAndNothingIsWritten() throws {
        let folder = try PackageCopy.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift")
        let before = try String(contentsOf: manifest, encoding: .utf8)
        try FileManager.default.linkItem(at: manifest, to: folder.appendingPathComponent("Package.backup.swift"))
        let result = ScaffoldRun(["Settings", "--package-path", folder.path])
        #expect(result.status == 1)
        #expect(result.errors.first?.contains("hard links") == true, "\(result.errors)")
        #expect(try String(contentsOf: manifest, encoding: .utf8) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path))
    }

    /// A String Catalog with a second name is refused before the screen's folder is made, so
    /// neither the route nor the screen is half there.
    @Test func aStringCatalogWithTwoNamesIsRefusedAndNothingIsWritten() throws {
        let folder = try PackageCopy.make(PackageCopy.screenFiles)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Modules/HomeModule/Resources/Localizable.xcstrings")
        try FileManager.default.linkItem(at: catalog, to: folder.appendingPathComponent("Localizable.backup.xcstrings"))
        let routing = folder.appendingPathComponent("Modules/HomeModule/Sources/Home/HomeRouting.swift")
        let before = try String(contentsOf: routing, encoding: .utf8)
        let result = ScaffoldRun(["screen", "Home", "Colophon", "--package-path", folder.path])
        #expect(result.status == 1)
        #expect(result.errors.first?.contains("hard links") == true, "\(result.errors)")
        #expect(try String(contentsOf: routing, encoding: .utf8) == before)
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Modules/HomeModule/Sources/Colophon").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Tests").path))
    }
}
