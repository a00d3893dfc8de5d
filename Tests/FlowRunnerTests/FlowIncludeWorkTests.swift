import Foundation
import Testing

@testable import FlowRunner

/// Loading reads and checks each flow file once, however many paths of `runFlow` steps reach
/// it: files that each run the next one eight times stand for 8^8 runs of the last, and
/// checking them took two minutes when every path was walked. The reads and the check's walk
/// are counted, not timed.
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

    /// How many times the check of a file's own steps asks for the result of a file they run.
    /// Asked once for each `runFlow` step, it never walks into the steps of the file it runs.
    private func lookupsChecking(_ flow: FlowFile) -> Int {
        var lookups = 0
        _ = FlowFileReferenceCheck.firstRefusal(in: flow.steps) { _ in
            lookups += 1
            return nil
        }
        return lookups
    }

    @Test func filesThatEachRunTheNextEightTimesLoadAtOnce() throws {
        // Two levels first: a check that walked into the files it runs would find no file to
        // look up, and would still end soon here.
        let shallow = try CountingFileReader(budget: 3).loader.load(chain(levels: 2, fanOut: 8, last: "- back\n"))
        try #require(lookupsChecking(shallow) == 8)
        let path = try chain(levels: 8, fanOut: 8, last: "- tapOn: Log in\n")
        let reader = CountingFileReader(budget: 9)
        let flow = try reader.loader.load(path)
        #expect(flow.steps.count == 8)
        #expect(reader.reads.count == 9)
        #expect(reader.reads.values.allSatisfy { $0 == 1 }, "\(reader.reads)")
        #expect(lookupsChecking(flow) == 8)
    }

    /// The refusal `load` throws, or `nil`; never the loaded flow, whose description spells out
    /// every step of every included file.
    private func refusal(loading path: String, with loader: FlowFileLoader = FlowFileLoader()) -> FlowFileSyntaxError? {
        do {
            _ = try loader.load(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aRefusedPatternInAFileReachedByManyPathsIsFoundOnceAndNamed() throws {
        let path = try chain(levels: 8, fanOut: 8, last: "- tapOn: \"(?=a)a\"\n")
        let reader = CountingFileReader(budget: 9)
        let error = try #require(refusal(loading: path, with: reader.loader))
        #expect(reader.reads.count == 9)
        #expect(reader.reads.values.allSatisfy { $0 == 1 }, "\(reader.reads)")
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
