import Foundation
import Testing

@testable import scaffold

@Suite struct ScreenCatalogueEditorTests {
    private let catalogue = """
        appId: com.example.headless
        ---
        - launchApp
        - takeScreenshot: home
        - tapOn: {id: "home.item.h1"}
        - takeScreenshot: home.detail

        """

    private func screen(_ name: String, from parent: String = "Home") throws -> ScreenName {
        ScreenName(screen: try FeatureName(name), feature: try FeatureName("Home"), parent: try FeatureName(parent))
    }

    @Test func theStepsFollowTheParentsScreenshot() throws {
        let edited = try ScreenCatalogueEditor.adding(try screen("ReadingList"), to: catalogue, file: "catalogue.yaml")
        #expect(
            edited == """
                appId: com.example.headless
                ---
                - launchApp
                - takeScreenshot: home
                # Reading List: reached from Home by the control with id "home.readingList"; pictured once that control is on Home.
                - runFlow:
                    when:
                      visible: {id: "home.readingList"}
                    commands:
                      - tapOn: {id: "home.readingList"}
                      - takeScreenshot: reading-list
                      - back
                - tapOn: {id: "home.item.h1"}
                - takeScreenshot: home.detail

                """)
    }

    @Test func screensFromOneParentAreVisitedInTheOrderTheyWereAdded() throws {
        let first = try #require(
            try ScreenCatalogueEditor.adding(try screen("Colophon"), to: catalogue, file: "catalogue.yaml"))
        let second = try #require(
            try ScreenCatalogueEditor.adding(try screen("Imprint"), to: first, file: "catalogue.yaml"))
        let shots = second.split(separator: "\n").compactMap {
            ScreenCatalogueEditor.screenshotName(in: $0.trimmingCharacters(in: .whitespaces))
        }
        #expect(shots == ["home", "colophon", "imprint", "home.detail"])
    }

    @Test func aParentTheCatalogueNeverPicturesLeavesItUnchanged() throws {
        #expect(
            try ScreenCatalogueEditor.adding(try screen("Theme", from: "Settings"), to: catalogue, file: "c") == nil)
    }

    @Test func aScreenshotNameTakenByAnEarlierScaffoldedScreenIsRefused() throws {
        let first = try #require(
            try ScreenCatalogueEditor.adding(try screen("Colophon"), to: catalogue, file: "catalogue.yaml"))
        #expect(throws: ScaffoldError.screenshotExists(path: "c", name: "colophon")) {
            try ScreenCatalogueEditor.adding(try screen("Colophon"), to: first, file: "c")
        }
    }

    @Test func aScreenshotNameTakenAlreadyIsRefused() throws {
        #expect(throws: ScaffoldError.screenshotExists(path: "c", name: "home")) {
            try ScreenCatalogueEditor.adding(try screen("Home", from: "Home"), to: catalogue, file: "c")
        }
    }
}
