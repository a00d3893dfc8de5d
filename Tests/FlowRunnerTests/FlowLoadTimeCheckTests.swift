import Foundation
import Testing

@testable import FlowRunner

/// Mistakes a flow file decides on its own are found when it is loaded, before any step runs
/// and changes the app. An invalid regular expression is no such mistake: it is matched as its
/// literal text, as Maestro's `toRegexSafe` matches it.
@MainActor @Suite struct FlowLoadTimeCheckTests {
    private let header = "appId: com.example\n---\n"

    private func load(_ files: [String: String], _ main: String = "main.yaml") throws -> FlowFile {
        let folder = try makeTemporaryFolder()
        try write(files, into: folder)
        return try FlowFileLoader().load(folder + "/" + main)
    }

    private func loadError(_ files: [String: String], _ main: String = "main.yaml") -> FlowFileSyntaxError? {
        do {
            _ = try load(files, main)
            return nil
        } catch {
            return error as? FlowFileSyntaxError
        }
    }

    @Test func anInvalidRegularExpressionLoadsToBeMatchedLiterally() throws {
        let flow = try load(["main.yaml": header + "- launchApp\n- tapOn: Log in\n- assertVisible: \"((((\"\n"])
        #expect(flow.steps.count == 3)
    }

    @Test func aPatternThatNeedsBacktrackingIsFoundAtLoadInsideARepeat() {
        let error = loadError([
            "main.yaml": header + "- repeat:\n    times: 2\n    commands:\n      - tapOn: \"(?=a)a\"\n"
        ])
        #expect(error?.message.hasPrefix("NOT SUPPORTED: regular expression '(?=a)a' uses lookahead") == true)
        #expect(error?.location.line == 6)
    }

    @Test func aPatternThatNeedsBacktrackingInAnIncludedFlowIsFoundInThatFile() {
        let error = loadError([
            "main.yaml": header + "- launchApp\n- runFlow: sub/login.yaml\n",
            "sub/login.yaml": header + "- tapOn: {id: login.email}\n- assertVisible: \"(a)\\\\1\"\n",
        ])
        #expect(error?.message.hasPrefix("NOT SUPPORTED: regular expression '(a)\\1'") == true)
        #expect(error?.location.file.hasSuffix("sub/login.yaml") == true)
        #expect(error?.location.line == 4)
    }

    /// `step` inside `depth` repeats, each nested in the one before.
    private func nested(_ depth: Int, around step: String) -> String {
        var source = ""
        for level in 0..<depth {
            let pad = String(repeating: "  ", count: level * 2)
            source += "\(pad)- repeat:\n\(pad)    times: 2\n\(pad)    commands:\n"
        }
        return source + String(repeating: "  ", count: depth * 2) + step + "\n"
    }

    /// The check walks inline steps by recursion, one level per nesting: as deep as the YAML
    /// reader lets a file nest (it refuses deeper), it still reaches the bottom, where a
    /// dotted id (the pattern Swift 6.3 miscompiled, docs/miscompile/) loads and an unsupported
    /// one is found.
    @Test func theDeepestNestingAFileMayHaveIsWalkedToTheBottom() throws {
        var depth = 1
        // Each repeat nests the YAML at least one level, so the reader's bound ends the search.
        while depth < YAMLParser.maximumDepth,
            loadError(["main.yaml": header + nested(depth + 1, around: "- back")]) == nil
        {
            depth += 1
        }
        #expect(depth >= 10)
        #expect(
            loadError(["main.yaml": header + nested(depth + 1, around: "- back")])?.message
                == "nesting is deeper than \(YAMLParser.maximumDepth) levels")

        let flow = try load(["main.yaml": header + nested(depth, around: "- tapOn: welcome.login")])
        #expect(flow.steps.count == 1)
        let error = loadError(["main.yaml": header + nested(depth, around: "- tapOn: \"(?=a)a\"")])
        #expect(error?.message.hasPrefix("NOT SUPPORTED: regular expression '(?=a)a' uses lookahead") == true)
        #expect(error?.location.line == 2 + 3 * depth + 1)
    }

    @Test func aSelectorWithAnExpressionIsLeftToItsStep() throws {
        // A script may set the value while the flow runs, so only the step can judge it.
        let flow = try load([
            "main.yaml": header + "- evalScript: ${output.id = 'login.('}\n- tapOn: {id: \"${output.id}\"}\n"
        ])
        #expect(flow.steps.count == 2)
    }

    @Test func theTestCommandRefusesAnUnsupportedPatternWithTwoAndRunsNothing() throws {
        let folder = try makeTemporaryFolder()
        try write(["late.yaml": header + "- launchApp\n- tapOn: Log in\n- assertVisible: \"\\\\bLog\"\n"], into: folder)
        var lines: [String] = []
        var launched = false
        let status = FlowFileTestArguments.run(
            [folder + "/late.yaml"],
            host: {
                launched = true
                return FakeFlowHost()
            },
            output: { lines.append($0) }
        )
        #expect(status == 2)
        #expect(!launched)
        #expect(lines.contains { $0.contains("late.yaml:5:3") && $0.contains("NOT SUPPORTED: regular expression") })
    }
}
