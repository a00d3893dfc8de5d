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
            "Modules/SettingsModule/Sources/SettingsContentLoading.swift",
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
            "Tests/SettingsModuleTests/Mocks/ContentStub+SettingsContentLoading.swift",
            "Tests/SettingsModuleTests/SettingsBuilderTests.swift",
            "Tests/SettingsModuleTests/__Snapshots__/.gitkeep",
            "App/Sources/Composition/SettingsContentFromFeed.swift",
            "App/Sources/Coordinators/SettingsCoordinator.swift",
            "Tools/FlowFileHost/Flows/settings.yaml",
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
                "\n    + feature(\"SettingsModule\", kits: [\"ArticleKit\", \"NavigationKit\"], resources: [stringCatalog])\n"
            ))
        #expect(
            manifest.contains("\n    \"SessionStore\",\n    \"SettingsModule\",\n]\n"), "App is built on the module")
        #expect(result.output.contains("added \"SettingsModule\" to App's dependencies in Package.swift"))
        let toFinish = result.output.filter { $0.hasPrefix("to finish: ") }
        #expect(toFinish.count == 2)
        #expect(toFinish.first?.contains("example://settings opens it over the tabs") == true)
        let linked = try String(
            contentsOf: folder.appendingPathComponent(AppLinkEditor.linkedFeaturesPath), encoding: .utf8)
        #expect(
            linked.contains("(host: \"settings\", start: SettingsCoordinator.init),\n        \(AppLinkEditor.marker)"))
        let session = try String(contentsOf: folder.appendingPathComponent(AppLinkEditor.sessionPath), encoding: .utf8)
        #expect(session.contains("    & SettingsSessionStoring\n"))
        #expect(session.contains("import SessionStore\nimport SettingsModule\n"))
        let catalogue = try String(
            contentsOf: folder.appendingPathComponent(ScreenCatalogueEditor.path), encoding: .utf8)
        #expect(catalogue.contains("- openLink: example://settings\n"))
        #expect(catalogue.hasSuffix("- takeScreenshot: settings\n- tapOn: {id: \"settings.done\"}\n"))
    }

    @Test func appHandsTheModuleHomesFeedThroughItsOwnProtocol() throws {
        let loader = CompositionTemplates(name: try FeatureName("Settings"))
        #expect(loader.path == "App/Sources/Composition/SettingsContentFromFeed.swift")
        let text = try #require(loader.files[loader.path])
        #expect(text.contains("nonisolated struct SettingsContentFromFeed: SettingsContentLoading {"))
        #expect(text.contains("try await feed.feed(page: 1)"))
        #expect(
            text.contains("var settingsContent: any SettingsContentLoading { SettingsContentFromFeed(feed: feed) }"))
        // App hands each feature its protocol; the services layer stays App's own.
        #expect(!text.contains("import ContentServices"))
    }

    @Test func theScreenFetchesThroughTheModulesProtocolAsHomeDoes() throws {
        let files = FeatureTemplates(name: try FeatureName("Settings")).files
        let protocolFile = try #require(files["Modules/SettingsModule/Sources/SettingsContentLoading.swift"])
        #expect(protocolFile.contains("nonisolated public protocol SettingsContentLoading: Sendable {"))
        #expect(protocolFile.contains("func content() async throws(ContentProblem) -> Fetched<[ArticleSummary]>"))
        let dependencies = try #require(files["Modules/SettingsModule/Sources/SettingsDependencies.swift"])
        #expect(dependencies.contains("public var content: any SettingsContentLoading"))
        let viewModel = try #require(files["Modules/SettingsModule/Sources/Settings/SettingsViewModel.swift"])
        #expect(viewModel.contains("let content: RemoteContent<[ArticleSummary]>"))
        #expect(viewModel.contains("try await loader.content()"))
        let tree = try #require(files["Modules/SettingsModule/Sources/Settings/SettingsNodeTree.swift"])
        #expect(tree.contains("ContentStateNodes(components: components).make("))
        #expect(tree.contains("onRefresh: { [weak viewModel] in viewModel?.reload() }"))
        for file in files.keys where file.hasPrefix("Modules/") {
            #expect(files[file]?.contains("import ContentServices") == false, "\(file) sees the services layer")
        }
    }

    @Test func aManifestWithoutAppsListIsRefusedAndNothingIsWritten() throws {
        let folder = try PackageCopy.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("Package.swift")
        let withoutList = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: ManifestEditor.appListHeader, with: "let appModules = [")
        try withoutList.write(to: manifest, atomically: true, encoding: .utf8)
        let result = run(["Settings", "--package-path", folder.path])
        #expect(result.status == 1)
        #expect(result.errors.first?.contains("`let appDependencies = [`") == true, "\(result.errors)")
        #expect(try String(contentsOf: manifest, encoding: .utf8) == withoutList)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("App/Sources/Composition/SettingsContentFromFeed.swift").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("App/Sources/Coordinators/SettingsCoordinator.swift").path))
    }

    @Test func anExistingLoaderInAppIsNeverOverwritten() throws {
        let folder = try PackageCopy.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loader = folder.appendingPathComponent("App/Sources/Composition/SettingsContentFromFeed.swift")
        try FileManager.default.createDirectory(
            at: loader.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// a person's own\n".write(to: loader, atomically: true, encoding: .utf8)
        let result = run(["Settings", "--package-path", folder.path])
        #expect(result.status == 1)
        #expect(
            result.errors == [
                "scaffold: App/Sources/Composition/SettingsContentFromFeed.swift already exists; choose another name "
                    + "or remove it first"
            ])
        #expect(try String(contentsOf: loader, encoding: .utf8) == "// a person's own\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path))
    }

    @Test func theNewCatalogueSpeaksEveryLanguageOfThePackagesCatalogues() throws {
        let folder = try PackageCopy.make(
            PackageCopy.featureFiles + ["Modules/HomeModule/Resources/Localizable.xcstrings"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(run(["Settings", "--package-path", folder.path]).status == 0)
        let text = try String(
            contentsOf: folder.appendingPathComponent("Modules/SettingsModule/Resources/Localizable.xcstrings"),
            encoding: .utf8)
        let catalog = try StringCatalogEditor.read(text, file: "Localizable.xcstrings")
        #expect(catalog.languages == ["ar", "de", "en"])
        let keys = FeatureTemplates(name: try FeatureName("Settings")).strings.map(\.key)
        #expect(
            keys == [
                "settings.title", "settings.greeting", "settings.done", "settings.error", "settings.loading",
                "settings.empty",
            ])
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

    /// A file named `Type.swift` declares `Type`; one named `Type+Protocol.swift` makes `Type`
    /// conform to `Protocol`.
    @Test func eachGeneratedSourceFileDeclaresTheTypeItIsNamedFor() throws {
        let name = try FeatureName("Settings")
        let files = FeatureTemplates(name: name).files.merging(CompositionTemplates(name: name).files) { $1 }
        for (path, text) in files where path.hasSuffix(".swift") {
            let type = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let parts = type.split(separator: "+")
            let declares =
                parts.count == 2
                ? text.contains("extension \(parts[0]): \(parts[1])")
                : ["enum", "struct", "final class", "protocol"].contains { text.contains("\($0) \(type)") }
            #expect(declares, "\(path) does not declare \(type)")
        }
    }

    @Test func onlyTheFiveEntryPointsArePublic() throws {
        let files = FeatureTemplates(name: try FeatureName("Settings")).files.filter { $0.key.hasPrefix("Modules/") }
        let publicTypes = files.values.flatMap { text in
            text.split(separator: "\n").compactMap { line -> String? in
                let words = Array(line.split(separator: " ").drop { $0 == "nonisolated" })
                guard words.first == "public", words.count > 2, ["enum", "struct", "protocol"].contains(words[1])
                else { return nil }
                return String(words[2].prefix { $0.isLetter || $0.isNumber })
            }
        }
        #expect(
            publicTypes.sorted() == [
                "SettingsBuilder", "SettingsContentLoading", "SettingsDependencies", "SettingsFlowDelegate",
                "SettingsSessionStoring",
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

/// A second linked feature goes below the first, which `swift format` left without its trailing
/// comma: the list stays valid Swift.
@Test func aSecondLinkedFeatureFollowsAFirstThatLostItsTrailingComma() throws {
    let list = """
        static let entries: [(host: String, start: Start)] = [
            (host: "notifications", start: NotificationsCoordinator.init)
            \(AppLinkEditor.marker)
        ]
        """
    let edited = try AppLinkEditor.addingLink(
        LinkTemplates(name: try FeatureName("Settings")), to: list, file: AppLinkEditor.linkedFeaturesPath)
    #expect(
        edited == """
            static let entries: [(host: String, start: Start)] = [
                (host: "notifications", start: NotificationsCoordinator.init),
                (host: "settings", start: SettingsCoordinator.init),
                \(AppLinkEditor.marker)
            ]
            """)
}
