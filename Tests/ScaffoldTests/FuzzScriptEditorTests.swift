import Foundation
import Testing

@testable import scaffold

/// A new module joins the studio harness of the fuzz script, which compiles App and so every
/// module App's loaders import.
@Suite struct FuzzScriptEditorTests {
    private let script = """
        STUDIO=$OUT/studio
        STUDIO_RESOURCES=(DesignSystem Components HomeModule
            ProfileModule)
        STUDIO_FEATURES=(HomeModule ProfileModule)

        studio_library() {
            local name=$1
        }
        """

    @Test func theModuleEndsBothLists() throws {
        let edited = try FuzzScriptEditor.adding(try FeatureName("Settings"), to: script, file: "fuzz.sh")
        #expect(
            edited
                == script
                .replacingOccurrences(of: "    ProfileModule)", with: "    ProfileModule SettingsModule)")
                .replacingOccurrences(
                    of: "(HomeModule ProfileModule)", with: "(HomeModule ProfileModule SettingsModule)"))
    }

    @Test func aListThatNamesTheModuleAlreadyIsLeftAsItIs() throws {
        #expect(try FuzzScriptEditor.adding(try FeatureName("Home"), to: script, file: "fuzz.sh") == script)
    }

    @Test func aScriptWithoutOneOfTheListsIsRefusedNamingIt() {
        let withoutFeatures = script.replacingOccurrences(of: "STUDIO_FEATURES=(", with: "FEATURES=(")
        #expect(
            throws: ScaffoldError.unexpectedSource(
                path: "fuzz.sh",
                expected:
                    "`STUDIO_FEATURES=(...)` on a line of its own, the feature modules the studio harness compiles")
        ) {
            try FuzzScriptEditor.adding(try FeatureName("Settings"), to: withoutFeatures, file: "fuzz.sh")
        }
        let unclosed = "\nSTUDIO_FEATURES=(HomeModule\nSTUDIO_RESOURCES=(HomeModule"
        #expect(throws: ScaffoldError.self) {
            try FuzzScriptEditor.adding(try FeatureName("Settings"), to: unclosed, file: "fuzz.sh")
        }
    }

    /// The package's own script gets the module. Its name is one no module of the package has, so
    /// the script does not list it already (as it lists Settings once `make feature NAME=Settings`
    /// has run).
    @Test func makeFeatureAddsTheModuleToThePackagesFuzzScript() throws {
        let folder = try PackageCopy.make(PackageCopy.featureFiles + [FuzzScriptEditor.path])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptURL = folder.appendingPathComponent(FuzzScriptEditor.path)
        let before = try String(contentsOf: scriptURL, encoding: .utf8)
        let result = ScaffoldRun(["ScaffoldProbe", "--package-path", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("edited Tests/Fuzz/fuzz.sh"))
        let after = try String(contentsOf: scriptURL, encoding: .utf8)
        for (list, _) in FuzzScriptEditor.lists {
            let start = try #require(after.range(of: "\n\(list)=("))
            let end = try #require(after[start.upperBound...].firstIndex(of: ")"))
            #expect(after[start.upperBound..<end].split(whereSeparator: \.isWhitespace).last == "ScaffoldProbeModule")
        }
        #expect(after.replacingOccurrences(of: " ScaffoldProbeModule", with: "") == before)
    }
}
