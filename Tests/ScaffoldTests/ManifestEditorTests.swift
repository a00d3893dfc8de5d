import Foundation
import Testing

@testable import scaffold

@Suite struct ManifestEditorTests {
    private let manifest = """
        let stringCatalog: Resource = .copy("Resources/Localizable.xcstrings")

        let features =
            feature("BookmarksModule", kits: ["ArticleKit"])
            + feature("HomeModule", kits: ["ArticleKit"], resources: [.copy("Resources/feed.json")])
            + feature("ProfileModule")

        let app: [Target] = []
        """

    private func features(in manifest: String) -> [String] {
        manifest.split(separator: "\n").compactMap { ManifestEditor.featureName(in: String($0)) }
    }

    @Test func aFeatureJoinsTheListInAlphabeticalPlace() throws {
        let edited = try ManifestEditor.adding(try FeatureName("Explore"), to: manifest, file: "Package.swift")
        #expect(features(in: edited) == ["BookmarksModule", "ExploreModule", "HomeModule", "ProfileModule"])
        #expect(
            edited.contains(
                "\n    + feature(\"ExploreModule\", kits: [\"ArticleKit\", \"NavigationKit\"], resources: [stringCatalog])\n    + feature(\"HomeModule\""
            ))
    }

    @Test func aFeatureSortingLastEndsTheList() throws {
        let edited = try ManifestEditor.adding(try FeatureName("Settings"), to: manifest, file: "Package.swift")
        #expect(
            edited.contains(
                "    + feature(\"ProfileModule\")\n    + feature(\"SettingsModule\", kits: [\"ArticleKit\", \"NavigationKit\"], resources: [stringCatalog])\n\nlet app"
            ))
    }

    @Test func aFeatureSortingFirstTakesTheLineWithoutAPlus() throws {
        let edited = try ManifestEditor.adding(try FeatureName("Account"), to: manifest, file: "Package.swift")
        #expect(
            edited.contains(
                "let features =\n    feature(\"AccountModule\", kits: [\"ArticleKit\", \"NavigationKit\"], resources: [stringCatalog])\n"
                    + "    + feature(\"BookmarksModule\", kits: [\"ArticleKit\"])\n"
            ))
    }

    @Test func aManifestWithoutTheStringCatalogResourceIsRefused() {
        let withoutCatalog = manifest.replacingOccurrences(of: "let stringCatalog", with: "let catalog")
        #expect(throws: ScaffoldError.self) {
            try ManifestEditor.adding(try FeatureName("Settings"), to: withoutCatalog, file: "Package.swift")
        }
    }

    private let appList = """
        let app: [Target] = []

        let appDependencies = [
            "ArticleKit",
            "HomeModule",
            "ProfileModule",
        ]

        let appClosure = ["App"] + appDependencies
        """

    @Test func aFeatureJoinsAppsListInAlphabeticalPlace() throws {
        let edited = try ManifestEditor.addingToApp(try FeatureName("Explore"), to: appList, file: "Package.swift")
        #expect(edited.contains("    \"ArticleKit\",\n    \"ExploreModule\",\n    \"HomeModule\",\n"))
    }

    @Test func aFeatureSortingLastEndsAppsList() throws {
        let edited = try ManifestEditor.addingToApp(try FeatureName("Settings"), to: appList, file: "Package.swift")
        #expect(edited.contains("    \"ProfileModule\",\n    \"SettingsModule\",\n]\n\nlet appClosure"))
    }

    @Test func aFeatureSortingFirstOpensAppsList() throws {
        let edited = try ManifestEditor.addingToApp(try FeatureName("Account"), to: appList, file: "Package.swift")
        #expect(edited.contains("let appDependencies = [\n    \"AccountModule\",\n    \"ArticleKit\",\n"))
    }

    @Test func aFeatureAppIsBuiltOnAlreadyIsNotListedTwice() throws {
        #expect(try ManifestEditor.addingToApp(try FeatureName("Home"), to: appList, file: "Package.swift") == appList)
    }

    @Test func aManifestWithoutAppsListOrWithAnEmptyOneIsRefused() {
        let expected = ScaffoldError.unexpectedSource(
            path: "Package.swift",
            expected: "`let appDependencies = [`, App's list of what it is built on, one quoted name a line")
        for manifest in [manifest, "let appDependencies = [\n]\n", "let appDependencies = ["] {
            #expect(throws: expected) {
                try ManifestEditor.addingToApp(try FeatureName("Settings"), to: manifest, file: "Package.swift")
            }
        }
    }

    @Test func aLineOfAppsListIsAQuotedNameAndAComma() {
        #expect(ManifestEditor.appDependency(in: "    \"HomeModule\",") == "HomeModule")
        #expect(ManifestEditor.appDependency(in: "    \"HomeModule\"") == nil)
        #expect(ManifestEditor.appDependency(in: "    \"Home\", \"Profile\",") == nil)
        #expect(ManifestEditor.appDependency(in: "    \"\",") == nil)
        #expect(ManifestEditor.appDependency(in: "]") == nil)
    }

    @Test func aManifestWithoutAFeatureListIsRefused() {
        #expect(throws: ScaffoldError.noFeatureList(manifest: "Package.swift")) {
            try ManifestEditor.adding(try FeatureName("Settings"), to: "let package = 1\n", file: "Package.swift")
        }
    }
}
