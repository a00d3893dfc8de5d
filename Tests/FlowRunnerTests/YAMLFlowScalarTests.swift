import Testing

@testable import FlowRunner

/// The YAML scalars real flow files use and the one-line reader refused: each is read as
/// Maestro reads it.
@Suite struct YAMLFlowScalarTests {
    private func command(_ source: String) throws -> MaestroCommand? {
        try FlowFileParser.parse(source, file: "f.yaml").steps.first?.command
    }

    private func input(_ source: String) throws -> String? {
        guard case let .inputText(text)? = try command(source) else { return nil }
        return text
    }

    @Test func aDoubleQuotedStringOverSeveralLinesIsFolded() throws {
        #expect(try input("- inputText: \"Hello\n    world\"\n") == "Hello world")
    }

    @Test func aTrailingBackslashContinuesADoubleQuotedLine() throws {
        #expect(try input("- inputText: \"ab\\\n    cd\"\n") == "abcd")
    }

    @Test func everyYAMLEscapeIsReadInADoubleQuotedString() throws {
        let source = #"- inputText: "\_\N\L\P\/\ \t\e\0\a\v\x41\u00e9\U0001F600""# + "\n"
        #expect(try input(source) == "\u{A0}\u{85}\u{2028}\u{2029}/ \t\u{1B}\u{0}\u{7}\u{B}A\u{E9}\u{1F600}")
    }

    @Test func aSingleQuotedStringOverSeveralLinesIsFolded() throws {
        #expect(try input("- inputText: 'It''s\n    here'\n") == "It's here")
    }

    @Test func aPlainScriptOverIndentedLinesIsOneScalar() throws {
        let flow = try FlowFileParser.parse("- evalScript: ${\n    output.x = 1\n    }\n- back\n", file: "f.yaml")
        guard case let .evalScript(script) = flow.steps[0].command else {
            Issue.record("expected evalScript, found \(flow.steps[0].command)")
            return
        }
        #expect(script == "${ output.x = 1 }")
        #expect(flow.steps.count == 2)
    }

    @Test func optionalYesIsTrueAsMaestroReadsIt() throws {
        guard case let .tapOn(selector)? = try command("- tapOn:\n    id: a\n    optional: yes\n") else {
            Issue.record("expected tapOn")
            return
        }
        #expect(selector.isOptional)
    }
}
