import Foundation
import Testing

@testable import scaffold

/// Runs the scaffold in a temporary copy of this package's manifest and checks what it wrote.
@Suite struct ScaffoldCommandTests {
    private func run(_ arguments: [String]) -> ScaffoldRun {
        ScaffoldRun(arguments)
    }

    @Test func theModuleItsScreenItsTestsAndItsManifestLineAreWritten() throws {
        let folder = try PackageCopy.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run(["Settings", "--package-path", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        let expected = [
            "Modules/SettingsModule/Sources/SettingsBuilder.swift",
            "Modules/SettingsModule/Sources/SettingsDependencies.swift",
            "Modules/SettingsModule/Sources/SettingsSessionStoring.swift",
            "Modules/SettingsModule/Sources/SettingsFlowDelegate.swift",
            "Modules/SettingsModule/Sources/Settings/SettingsFactory.swift",
            "Modules/SettingsModule/Sources/Settings/SettingsViewController.swift",
            "Modules/SettingsModule/Sources/Settings/SettingsNodeTree.swift",
            "Modules/SettingsModule/Sources/Settings/SettingsViewModel.swift",
            "Modules/SettingsModule/Sources/Settings/SettingsRouting.swift",
            "Modules/SettingsModule/Sources/Settings/SettingsRouter.swift",
            "Modules/SettingsModule/Resources/Localizable.xcstrings",
            "Tests/SettingsModuleTests/SettingsViewModelTests.swift",
            "Tests/SettingsModuleTests/SettingsScreenTests.swift",
            "Tests/SettingsModuleTests/Mocks/MockSettingsRouter.swift",
            "Tests/SettingsModuleTests/Mocks/MockSettingsSessionStore.swift",
            "Tests/SettingsModuleTests/Mocks/MockSettingsFlowDelegate.swift",
            "Tests/SettingsModuleTests/__Snapshots__/.gitkeep",
        ]
        for path in expected {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path)")
        }
        #expect(result.output.filter { $0.hasPrefix("created ") }.count == expected.count)
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        let features = manifest.split(separator: "\n").compactMap { ManifestEditor.featureName(in: String($0)) }
        #expect(features.contains("SettingsModule"))
        #expect(features == features.sorted(), "the feature list stays alphabetical: \(features)")
        #expect(
            manifest.contains(
                "\n    + feature(\"SettingsModule\", kits: [\"NavigationKit\"], resources: [stringCatalog])\n"))
        #expect(result.output.last?.hasPrefix("to finish: show it from a coordinator in App") == true)
    }

    @Test func theNewCatalogueSpeaksEveryLanguageOfThePackagesCatalogues() throws {
        let folder = try PackageCopy.make(["Package.swift", "Modules/HomeModule/Resources/Localizable.xcstrings"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Settings", "--package-path", folder.path]).status == 0)
        let text = try String(
            contentsOf: folder.appendingPathComponent("Modules/SettingsModule/Resources/Localizable.xcstrings"),
            encoding: .utf8)
        let catalog = try StringCatalogEditor.read(text, file: "Localizable.xcstrings")
        #expect(catalog.languages == ["ar", "de", "en"])
        let keys = ScreenStrings.feature(try FeatureName("Settings")).all.map(\.key)
        #expect(keys == ["settings.title", "settings.greeting", "settings.done", "settings.error"])
        for key in keys {
            #expect(
                catalog.root["strings"]?[key]?["localizations"]?["de"]?["stringUnit"]?["state"]
                    == .string("needs_review"))
            #expect(
                catalog.root["strings"]?[key]?["localizations"]?["en"]?["stringUnit"]?["state"] == .string("translated")
            )
        }
    }

    @Test func everyKeyTheModulesCodeAsksForIsInItsCatalogue() throws {
        let files = FeatureTemplates(name: try FeatureName("Settings")).files
        let asked = Set(
            files.filter { $0.key.hasSuffix(".swift") && $0.key.contains("/Sources/") }.values.flatMap(
                AskedKeys.keys(in:)))
        let catalogue = try StringCatalogEditor.read(
            try #require(files["Modules/SettingsModule/Resources/Localizable.xcstrings"]), file: "Localizable.xcstrings"
        )
        guard case let .object(entries)? = catalogue.root["strings"] else {
            Issue.record("the catalogue has no strings")
            return
        }
        #expect(asked == Set(entries.keys))
    }

    @Test func eachGeneratedSourceFileDeclaresTheTypeItIsNamedFor() throws {
        let files = FeatureTemplates(name: try FeatureName("Settings")).files
        for (path, text) in files where path.hasSuffix(".swift") {
            let type = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let declares = ["enum", "struct", "final class", "protocol"].contains { text.contains("\($0) \(type)") }
            #expect(declares, "\(path) does not declare \(type)")
        }
    }

    @Test func onlyTheFourEntryPointsArePublic() throws {
        let files = FeatureTemplates(name: try FeatureName("Settings")).files
        let publicTypes = files.values.flatMap { text in
            text.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard words.first == "public", words.count > 2, ["enum", "struct", "protocol"].contains(words[1])
                else { return nil }
                return String(words[2].prefix { $0.isLetter || $0.isNumber })
            }
        }
        #expect(
            publicTypes.sorted() == [
                "SettingsBuilder", "SettingsDependencies", "SettingsFlowDelegate", "SettingsSessionStoring",
            ])
    }

    @Test func anExistingModuleIsNeverOverwritten() throws {
        let folder = try PackageCopy.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Settings", "--package-path", folder.path]).status == 0)
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        let second = run(["SettingsModule", "--package-path", folder.path])
        #expect(second.status == 1)
        #expect(
            second.errors == ["scaffold: Modules/SettingsModule already exists; choose another name or remove it first"]
        )
        #expect(try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8) == manifest)
    }

    @Test func aBadNameIsAUsageError() throws {
        let result = run(["settings page"])
        #expect(result.status == 2)
        #expect(result.errors.first?.contains("found 'settings page'") == true)
    }

    @Test func noNameIsAUsageError() {
        #expect(run([]).status == 2)
    }
}
