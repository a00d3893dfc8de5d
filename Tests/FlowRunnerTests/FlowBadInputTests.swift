import Foundation
import HeadlessUI
import Testing

@testable import FlowRunner

@Suite struct FlowBadInputTests {
    private func error(_ bytes: [UInt8]) -> FlowFileSyntaxError? {
        do {
            _ = try FlowFileParser.parse(bytes: bytes, file: "bad.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test func anEmptyFileIsAnError() {
        #expect(
            error([])?.description
                == "bad.yaml:1:1: empty flow: expected a config block (appId: ...), '---' and a list of commands, "
                + "found nothing")
    }

    @Test func aFileOfOnlyCommentsIsAnEmptyFlow() {
        #expect(error(Array("# nothing yet\n\n".utf8))?.message.hasPrefix("empty flow") == true)
    }

    @Test func invalidUTF8IsAnErrorAtTheBadByte() {
        let bytes = Array("- back\n- tap".utf8) + [0xFF, 0xFE, 0x00]
        #expect(
            error(bytes)?.description
                == "bad.yaml:2:6: expected UTF-8 text, found an invalid byte (is this a binary file?)"
        )
    }

    @Test func controlCharactersAreAnErrorAtTheirPosition() {
        let bytes = Array("- back\n".utf8) + [0x00, 0x01, 0x02]
        #expect(error(bytes)?.location == FlowFileSourceLocation(file: "bad.yaml", line: 2, column: 1))
    }

    @Test func randomBytesNeverCrashTheParser() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 1...400, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            #expect(error(bytes) != nil)
        }
    }

    @Test func aTenMegabyteFileIsRefusedBySize() {
        let line = Array("- tapOn: \"Log in\"\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count < 10 * 1_048_576 { bytes += line }
        #expect(error(bytes)?.message.hasSuffix("a flow file may be at most 1048576 bytes") == true)
    }

    @Test func deeplyNestedRepeatsAreRefusedNotOverflowed() {
        var source = ""
        for depth in 0..<200 {
            let pad = String(repeating: "  ", count: depth * 2)
            source += "\(pad)- repeat:\n\(pad)    times: 2\n\(pad)    commands:\n"
        }
        source += String(repeating: "  ", count: 400) + "- back\n"
        #expect(error(Array(source.utf8))?.message == "nesting is deeper than 48 levels")
    }

    @Test func deeplyNestedInlineBracketsAreRefused() {
        let source = "- tapOn: " + String(repeating: "[", count: 10_000) + "\n"
        #expect(error(Array(source.utf8))?.message == "nesting is deeper than 48 levels")
    }

    @Test func aFlowThatRunsItselfIsACycle() {
        let loader = FlowFileLoader(
            readFile: Self.files(["loop.yaml": "appId: com.example\n---\n- back\n- runFlow: loop.yaml\n"]))
        #expect(throws: FlowFileSyntaxError("runFlow cycle: loop.yaml -> loop.yaml", at: location("loop.yaml", 4, 3))) {
            try loader.load("loop.yaml")
        }
    }

    @Test func aCycleThroughAnotherFileNamesTheWholePath() {
        let loader = FlowFileLoader(
            readFile: Self.files([
                "flows/a.yaml": "appId: com.example\n---\n- runFlow: sub/b.yaml\n",
                "flows/sub/b.yaml": "appId: com.example\n---\n- runFlow: ../a.yaml\n",
            ])
        )
        #expect(
            throws: FlowFileSyntaxError(
                "runFlow cycle: flows/a.yaml -> flows/sub/b.yaml -> flows/sub/../a.yaml",
                at: location("flows/sub/b.yaml", 3, 3)
            )
        ) {
            try loader.load("flows/a.yaml")
        }
    }

    @Test func aMissingIncludedFileIsAnErrorAtTheRunFlowStep() {
        let loader = FlowFileLoader(
            readFile: Self.files(["main.yaml": "appId: com.example\n---\n- back\n- runFlow: missing.yaml\n"]))
        #expect {
            try loader.load("main.yaml")
        } throws: { error in
            (error as? FlowFileSyntaxError)?.location == location("main.yaml", 4, 3)
        }
    }

    @MainActor @Test func hugeRepeatsHitTheStepLimitInsteadOfHanging() throws {
        var source = "- scroll\n"
        for _ in 0..<6 {
            let indented = source.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
            source = "- repeat:\n    times: 10000\n    commands:\n" + indented + "\n"
        }
        let result = try runFlow("- launchApp\n" + source, stepLimit: 5_000)
        #expect(result.failure?.message.hasPrefix("Step limit exceeded") == true)
        #expect(result.executedSteps <= 5_000)
        let failedLines = result.log.filter { $0.trimmingPrefix(while: { $0 == " " }).hasPrefix("FAILED") }
        #expect(Set(failedLines).count == failedLines.count, "each level reports its failure once")
    }

    private static func files(_ contents: [String: String]) -> @Sendable (String) throws -> [UInt8] {
        { path in
            guard let text = contents[path] ?? contents[normalized(path)] else {
                throw CocoaError(.fileReadNoSuchFile)
            }
            return Array(text.utf8)
        }
    }

    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }
}

private func location(_ file: String, _ line: Int, _ column: Int) -> FlowFileSourceLocation {
    FlowFileSourceLocation(file: file, line: line, column: column)
}

/// A small deterministic generator so the fuzz test fails the same way every time.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
