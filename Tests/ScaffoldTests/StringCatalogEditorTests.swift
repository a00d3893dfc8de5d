import Foundation
import Testing

@testable import scaffold

@Suite struct StringCatalogEditorTests {
    private static let catalogues = [
        "App/Resources/Localizable.xcstrings",
        "Modules/AccountKit/Resources/Localizable.xcstrings",
        "Modules/ArticleKit/Resources/Localizable.xcstrings",
        "Modules/BookmarksModule/Resources/Localizable.xcstrings",
        "Modules/ExploreModule/Resources/Localizable.xcstrings",
        "Modules/HomeModule/Resources/Localizable.xcstrings",
        "Modules/PreLoginModule/Resources/Localizable.xcstrings",
        "Modules/ProfileModule/Resources/Localizable.xcstrings",
    ]

    private let title = CatalogueString(key: "probe.title", english: "Probe", comment: "The title.")

    private func catalogue(_ path: String) throws -> String {
        try String(contentsOf: PackageCopy.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test(arguments: catalogues)
    func everyCatalogueOfThePackageIsWrittenBackByteForByte(path: String) throws {
        let text = try catalogue(path)
        #expect(try StringCatalogEditor.read(text, file: path).text == text)
    }

    @Test func addingAKeyChangesOnlyTheLinesOfThatKey() throws {
        let path = "Modules/HomeModule/Resources/Localizable.xcstrings"
        let text = try catalogue(path)
        let edited = try StringCatalogEditor.adding([title], to: text, file: path)
        let removed = Set(text.split(separator: "\n")).subtracting(edited.split(separator: "\n"))
        #expect(removed.isEmpty, "\(removed)")
        #expect(edited.hasSuffix("\n  \"version\" : \"1.0\"\n}\n"))
        let added = edited.split(separator: "\n").count - text.split(separator: "\n").count
        // The key's opening line, its comment, extraction state and localizations' opening line, six
        // lines per language, and the two closing braces.
        #expect(added == 4 + 3 * 6 + 2)
    }

    @Test func onlyTheSourceLanguageIsMarkedTranslated() throws {
        let entry = StringCatalogEditor.entry(for: title, sourceLanguage: "en", languages: ["ar", "de", "en"])
        #expect(entry["localizations"]?["en"]?["stringUnit"]?["state"] == .string("translated"))
        #expect(entry["localizations"]?["de"]?["stringUnit"]?["state"] == .string("needs_review"))
        #expect(entry["localizations"]?["ar"]?["stringUnit"]?["value"] == .string("Probe"))
        #expect(entry["comment"] == .string("The title."))
    }

    @Test func aKeyTheCatalogueHasIsRefused() throws {
        let path = "Modules/HomeModule/Resources/Localizable.xcstrings"
        let existing = CatalogueString(key: "home.title", english: "Home", comment: "")
        #expect(throws: ScaffoldError.keyExists(path: path, key: "home.title")) {
            try StringCatalogEditor.adding([existing], to: try catalogue(path), file: path)
        }
    }

    @Test func aNewCatalogueIsReadBackAsItWasWritten() throws {
        let text = StringCatalogEditor.newStringCatalog(with: [title], sourceLanguage: "en", languages: ["de", "en"])
        let catalog = try StringCatalogEditor.read(text, file: "new")
        #expect(catalog.languages == ["de", "en"])
        #expect(catalog.text == text)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"probe.title\" : {\n"))
    }

    @Test func textIsEscapedAsJSONAndSlashesAsTheFileEscapesThem() {
        #expect(CatalogueJSON.quoted("a \"b\" \\ /\n\u{01}é", escapingSlashes: false) == #""a \"b\" \\ /\n\u0001é""#)
        #expect(CatalogueJSON.quoted("a/b", escapingSlashes: true) == #""a\/b""#)
        #expect(CatalogueJSON.object([:]).written(indent: 4) == "{\n\n    }")
    }

    @Test func aFileThatIsNoCatalogueIsRefused() {
        #expect(throws: ScaffoldError.self) { try StringCatalogEditor.read("[1, 2]", file: "x") }
        #expect(throws: ScaffoldError.self) { try StringCatalogEditor.read("{ not json", file: "x") }
    }
}
