import Foundation
import Testing

@testable import FlowRunner

/// Loading checks each flow file once, however many paths of `runFlow` steps reach it: files
/// that each run the next one eight times stand for 8^8 runs of the last, and checking them
/// took two minutes when every path was walked.
@MainActor @Suite struct FlowIncludeWorkTests {
    private let header = "appId: com.example\n---\n"

    /// Files `f0.yaml` to `f{levels}.yaml`, each running the next `fanOut` times; the last holds
    /// `last`.
    private func chain(levels: Int, fanOut: Int, last: String) throws -> String {
        let folder = try makeTemporaryFolder()
        var files = ["f\(levels).yaml": header + last]
        for level in 0..<levels {
            files["f\(level).yaml"] = header + String(repeating: "- runFlow: f\(level + 1).yaml\n", count: fanOut)
        }
        try write(files, into: folder)
        return folder + "/f0.yaml"
    }

    @Test func filesThatEachRunTheNextEightTimesLoadAtOnce() throws {
        let path = try chain(levels: 8, fanOut: 8, last: "- tapOn: Log in\n")
        let start = ContinuousClock.now
        let flow = try FlowFileLoader().load(path)
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(flow.steps.count == 8)
    }

    /// The refusal `load` throws, or `nil`; never the loaded flow, whose description spells out
    /// every step of every included file.
    private func refusal(loading path: String) -> FlowFileSyntaxError? {
        do {
            _ = try FlowFileLoader().load(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aRefusedPatternInAFileReachedByManyPathsIsFoundOnceAndNamed() throws {
        let path = try chain(levels: 8, fanOut: 8, last: "- tapOn: \"(?=a)a\"\n")
        let start = ContinuousClock.now
        let error = try #require(refusal(loading: path))
        #expect(ContinuousClock.now - start < .seconds(20))
        #expect(error.location.file.hasSuffix("/f8.yaml"))
        #expect(error.location.line == 3)
        #expect(error.message.hasPrefix("NOT SUPPORTED: regular expression '(?=a)a' uses lookahead"))
    }

    @Test func theFirstRefusalInStepOrderLeadsWhereverItIsWritten() throws {
        let folder = try makeTemporaryFolder()
        try write(
            [
                "main.yaml": header + "- launchApp\n- runFlow: sub.yaml\n- tapOn: \"(?<=a)b\"\n",
                "sub.yaml": header + "- repeat:\n    times: 2\n    commands:\n      - runFlow:\n"
                    + "          commands:\n            - assertVisible: \"(a)\\\\1\"\n",
            ], into: folder)
        let error = try #require(refusal(loading: folder + "/main.yaml"))
        #expect(error.location.file.hasSuffix("/sub.yaml"))
        #expect(error.location.line == 8)
    }
}
