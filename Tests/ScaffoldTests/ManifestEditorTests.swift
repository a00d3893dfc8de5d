import Testing

@testable import scaffold

@Suite struct ManifestEditorTests {
    private let manifest = """
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
                "\n    + feature(\"ExploreModule\", kits: [\"NavigationKit\"])\n    + feature(\"HomeModule\""))
    }

    @Test func aFeatureSortingLastEndsTheList() throws {
        let edited = try ManifestEditor.adding(try FeatureName("Settings"), to: manifest, file: "Package.swift")
        #expect(
            edited.contains(
                "    + feature(\"ProfileModule\")\n    + feature(\"SettingsModule\", kits: [\"NavigationKit\"])\n\nlet app"
            ))
    }

    @Test func aFeatureSortingFirstTakesTheLineWithoutAPlus() throws {
        let edited = try ManifestEditor.adding(try FeatureName("Account"), to: manifest, file: "Package.swift")
        #expect(
            edited.contains(
                "let features =\n    feature(\"AccountModule\", kits: [\"NavigationKit\"])\n"
                    + "    + feature(\"BookmarksModule\", kits: [\"ArticleKit\"])\n"
            ))
    }

    @Test func aManifestWithoutAFeatureListIsRefused() {
        #expect(throws: ScaffoldError.noFeatureList(manifest: "Package.swift")) {
            try ManifestEditor.adding(try FeatureName("Settings"), to: "let package = 1\n", file: "Package.swift")
        }
    }
}
