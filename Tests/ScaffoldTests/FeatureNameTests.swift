import Testing

@testable import scaffold

@Suite struct FeatureNameTests {
    @Test func aShortNameAndAModuleNameMeanTheSameFeature() throws {
        #expect(try FeatureName("Settings") == FeatureName("SettingsModule"))
        #expect(try FeatureName("Settings").module == "SettingsModule")
        #expect(try FeatureName("Settings").testTarget == "SettingsModuleTests")
    }

    @Test func theTitleSplitsTheNameIntoWords() throws {
        #expect(try FeatureName("ReadingList").title == "Reading List")
        #expect(try FeatureName("Settings").title == "Settings")
    }

    @Test func theScreenshotNameIsTheWordsInSmallLettersJoinedByHyphens() throws {
        #expect(try FeatureName("EditProfile").screenshotName == "edit-profile")
        #expect(try FeatureName("Home").screenshotName == "home")
    }

    @Test func capitalsAfterACapitalStayInOneWord() {
        #expect(FeatureName.words(in: "ColophonID") == ["Colophon", "ID"])
        #expect(FeatureName.words(in: "top10List") == ["top10", "List"])
    }

    @Test func identifiersStartLowercase() throws {
        #expect(try FeatureName("ReadingList").identifierPrefix == "readingList")
    }

    @Test(arguments: ["settings", "My Settings", "", "Module", "Set-tings", "Ünits", "2Settings"])
    func aNameThatIsNoUpperCamelCaseIdentifierIsRefused(raw: String) {
        #expect(throws: ScaffoldError.invalidName(raw)) { try FeatureName(raw) }
    }

    @Test(arguments: ["Class", "Self", "Init", "Protocol", "Default", "Return", "ClassModule"])
    func aNameSpelledAsASwiftKeywordIsRefused(name: String) {
        let error = #expect(throws: ScaffoldError.self) { try FeatureName(name) }
        #expect(error?.isUsage == true)
        #expect(error?.description.contains("is a Swift keyword; choose another name") == true)
    }

    @Test(arguments: ["Classes", "Type", "Selfie", "Initial"])
    func aNameThatMerelyStartsLikeAKeywordIsTaken(name: String) throws {
        #expect(try FeatureName(name).short == name)
    }
}
