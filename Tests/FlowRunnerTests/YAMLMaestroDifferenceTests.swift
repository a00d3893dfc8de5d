import Testing

@testable import FlowRunner

/// Where Maestro's YAML (Jackson on SnakeYAML, YAML 1.1) reads a flow file differently from
/// YAML 1.2, flow files are read as Maestro reads them; each difference is named here.
@Suite struct YAMLMaestroDifferenceTests {
    private func selector(_ source: String) throws -> MaestroSelector? {
        let flow = try FlowFileParser.parse(source, file: "f.yaml")
        guard case let .tapOn(selector) = flow.steps.first?.command else { return nil }
        return selector
    }

    @Test func yesNoOnAndOffAreBooleansAsInYAML11() throws {
        #expect(try selector("- tapOn: {id: a, optional: yes}\n")?.isOptional == true)
        #expect(try selector("- tapOn: {id: a, optional: On}\n")?.isOptional == true)
        #expect(try selector("- tapOn: {id: a, optional: NO}\n")?.isOptional == false)
        #expect(try selector("- tapOn: {id: a, optional: off}\n")?.isOptional == false)
    }

    @Test func aQuotedYesIsTextNotABoolean() {
        #expect(throws: FlowFileSyntaxError.self) { try selector("- tapOn: {id: a, optional: \"yes\"}\n") }
    }

    @Test func aSingleLetterIsNeverABoolean() {
        // SnakeYAML's resolver leaves `y` and `n` as text, although YAML 1.1 lists them.
        #expect(throws: FlowFileSyntaxError.self) { try selector("- tapOn: {id: a, optional: y}\n") }
    }

    @Test func mergeKeysAreOrdinaryKeysAsJacksonReadsThem() {
        // Jackson's YAML parser does not apply `<<`, so a merge key is an unknown key.
        let source = "- tapOn: &base {id: a}\n- tapOn:\n    <<: *base\n    index: 1\n"
        #expect {
            try FlowFileParser.parse(source, file: "f.yaml")
        } throws: { error in
            (error as? FlowFileSyntaxError)?.message.contains("unknown key '<<'") == true
        }
    }

    @Test func aLeadingZeroIsDecimalAsMaestroReadsItsTextFields() throws {
        // Maestro reads `repeat.times` as text and then as a number, so `010` is ten; YAML 1.1
        // would make it octal eight.
        let flow = try FlowFileParser.parse("- repeat:\n    times: 010\n    commands:\n      - back\n", file: "f.yaml")
        guard case let .repeat(times, _) = flow.steps[0].command else {
            Issue.record("expected repeat")
            return
        }
        #expect(times == 10)
    }
}
