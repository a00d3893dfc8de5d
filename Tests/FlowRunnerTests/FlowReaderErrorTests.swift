import Foundation
import Testing

@testable import FlowRunner

/// Refusals read as the newest Maestro's: its title, `file:line:column` and a code frame of
/// the lines around the place.
@MainActor @Suite struct FlowReaderErrorTests {
    private func error(_ source: String, requiringConfig: Bool = true) -> FlowFileSyntaxError? {
        do {
            _ = try FlowFileParser.parse(source, file: "Flow.yaml", requiringConfig: requiringConfig)
            return nil
        } catch {
            return error
        }
    }

    @Test func anUnknownCommandIsRenderedWithTitlePlaceAndCodeFrame() throws {
        let source = "appId: com.example\n---\n- invalidCommand\n"
        let error = try #require(self.error(source))
        #expect(
            FlowFileCodeFrame.render(error, source: source) == """
                Invalid Command: invalidCommand at Flow.yaml:3:3

                       1 | appId: com.example
                       2 | ---
                  >    3 | - invalidCommand
                             ^
                       4 |

                  unknown command 'invalidCommand'
                """)
    }

    @Test(arguments: [
        ("- launchApp\n", "Config Section Required", 1, 1),
        ("", "Config Section Required", 1, 1),
        ("appId: com.example.app\n---\n", "Commands Section Required", 2, 4),
        ("appId: com.example\n---\nlaunchApp\n", "Commands Section Required", 3, 10),
        ("name: MyFlow\n---\n- launchApp\n", "Config Field Required", 2, 1),
        ("appId: com.example.app\ntags: foo, bar\n---\n- launchApp\n", "Incorrect Format: tags", 2, 7),
        ("appId: com.example\n---\n- launchApp:\n    invalidOption: true\n", "Unknown Property: invalidOption", 4, 24),
        ("appId: com.example.app\n---\n- [foo, bar, baz]\n", "Invalid Command", 3, 4),
        ("appId: com.example.app\n---\n- tapOn\n", "Missing Command Options", 3, 3),
        ("appId: com.example.app\n---\n- tapOn: foo\n  inputText: bar\n", "Invalid Command Format: tapOn", 4, 12),
        ("appId: com.example.app\n---\n- tapOn: foo\n  optional: true\n", "Invalid Command Format: tapOn", 4, 11),
        ("appId: com.example.app\n---\n- launchApp:\n", "Incorrect Command Format: launchApp", 3, 13),
        ("appId: com.example.app\nonFlowStart:\n  - inp\n---\n- launchApp\n", "Invalid Command: inp", 3, 5),
    ])
    func eachRefusalHasMaestrosTitleAndPlace(source: String, title: String, line: Int, column: Int) throws {
        let error = try #require(self.error(source), "accepted: \(source)")
        #expect(error.title == title, "\(source)")
        #expect(error.location.line == line && error.location.column == column, "\(error.location) for \(source)")
    }

    @Test func aFileOfCommandsWithoutAConfigIsRefusedAsMaestroRefusesIt() throws {
        let folder = try makeTemporaryFolder()
        try write(["Flow.yaml": "- launchApp\n"], into: folder)
        #expect(throws: FlowFileSyntaxError.self) { try FlowFileLoader().load(folder + "/Flow.yaml") }
        var lines: [String] = []
        let status = FlowFileTestArguments.run(
            [folder + "/Flow.yaml"], host: { FakeFlowHost() }, output: { lines.append($0) })
        #expect(status == 2)
        #expect(lines.first?.hasPrefix("error: Config Section Required at \(folder)/Flow.yaml:1:1") == true)
    }

    @Test func aMissingMediaFileIsRefusedWhenTheFlowIsRead() throws {
        let folder = try makeTemporaryFolder()
        try write(
            [
                "Flow.yaml": "appId: com.example\n---\n- addMedia:\n  - ./assets/missing.png\n- launchApp\n",
                "Present.yaml": "appId: com.example\n---\n- addMedia: [./assets/here.png]\n",
                "assets/here.png": "png",
            ], into: folder)
        do {
            _ = try FlowFileLoader().load(folder + "/Flow.yaml")
            Issue.record("a missing media file was accepted")
        } catch {
            #expect(error.title == "Media File Not Found")
            #expect(error.location.line == 3 && error.location.column == 3)
        }
        #expect(throws: Never.self) { try FlowFileLoader().load(folder + "/Present.yaml") }
    }

    @Test func aMissingRunFlowFileIsAnInvalidFilePath() throws {
        let folder = try makeTemporaryFolder()
        try write(["Flow.yaml": "appId: com.example\n---\n- runFlow: invalidpath.yaml\n"], into: folder)
        do {
            _ = try FlowFileLoader().load(folder + "/Flow.yaml")
            Issue.record("a missing runFlow file was accepted")
        } catch {
            #expect(error.title == "Invalid File Path")
            #expect(error.location.line == 3 && error.location.column == 3)
        }
    }
}
