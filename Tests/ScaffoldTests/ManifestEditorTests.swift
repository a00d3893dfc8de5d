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
                "\n    + feature(\"ExploreModule\", kits: [\"NavigationKit\"], resources: [stringCatalog])\n    + feature(\"HomeModule\""
            ))
    }

    @Test func aFeatureSortingLastEndsTheList() throws {
        let edited = try ManifestEditor.adding(try FeatureName("Settings"), to: manifest, file: "Package.swift")
        #expect(
            edited.contains(
                "    + feature(\"ProfileModule\")\n    + feature(\"SettingsModule\", kits: [\"NavigationKit\"], resources: [stringCatalog])\n\nlet app"
            ))
    }

    @Test func aFeatureSortingFirstTakesTheLineWithoutAPlus() throws {
        let edited = try ManifestEditor.adding(try FeatureName("Account"), to: manifest, file: "Package.swift")
        #expect(
            edited.contains(
                "let features =\n    feature(\"AccountModule\", kits: [\"NavigationKit\"], resources: [stringCatalog])\n"
                    + "    + feature(\"BookmarksModule\", kits: [\"ArticleKit\"])\n"
            ))
    }

    @Test func aManifestWithoutTheStringCatalogResourceIsRefused() {
        let withoutCatalog = manifest.replacingOccurrences(of: "let stringCatalog", with: "let catalog")
        #expect(throws: ScaffoldError.self) {
            try ManifestEditor.adding(try FeatureName("Settings"), to: withoutCatalog, file: "Package.swift")
        }
    }

    @Test func aManifestWithoutAFeatureListIsRefused() {
        #expect(throws: ScaffoldError.noFeatureList(manifest: "Package.swift")) {
            try ManifestEditor.adding(try FeatureName("Settings"), to: "let package = 1\n", file: "Package.swift")
        }
    }
}
