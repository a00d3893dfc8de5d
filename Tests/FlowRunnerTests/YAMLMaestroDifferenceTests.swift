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

    // MARK: - Quoted strings continued at any indentation

    /// The `visible` text of the first step, an `extendedWaitUntil`, and its timeout.
    private func waitedText(_ source: String) throws -> (text: String?, timeout: String?) {
        let flow = try FlowFileParser.parse(source, file: "f.yaml")
        guard case let .extendedWaitUntil(visible, _, timeout) = flow.steps.first?.command else {
            Issue.record("expected extendedWaitUntil")
            return (nil, nil)
        }
        return (visible?.text, timeout)
    }

    @Test func aQuotedStringGoesOnAtItsKeysIndentationAsSnakeYAMLReadsIt() throws {
        // SnakeYAML checks no indentation on a quoted string's later lines; YAML 1.2 wants
        // them indented past the key, and the YAML test suite keeps this reader to that.
        let source = """
            - extendedWaitUntil:
                visible: "This device cannot log in due\\
                \\ to an unrecognized IP address."
                timeout: 15000

            """
        let (text, timeout) = try waitedText(source)
        #expect(text == "This device cannot log in due to an unrecognized IP address.")
        #expect(timeout == "15000")
        #expect(throws: FlowFileSyntaxError.self) { try YAMLParser.stream(Array(source.utf8), file: "f.yaml") }
    }

    @Test func aQuotedStringGoesOnLessIndentedThanItsKeyAndTheMappingGoesOnAfterIt() throws {
        // PyYAML, SnakeYAML's ancestor, reads these too; only a document marker ends the text.
        let shallower = "- extendedWaitUntil:\n    visible: \"cannot log\n  in\"\n    timeout: 15000\n"
        #expect(try waitedText(shallower) == ("cannot log in", "15000"))
        let atTheMargin = "- extendedWaitUntil:\n    visible: \"cannot log\\\n\\ in\"\n    timeout: 15000\n"
        #expect(try waitedText(atTheMargin) == ("cannot log in", "15000"))
    }

    @Test func aSingleQuotedStringGoesOnAtItsKeysIndentationToo() throws {
        let source = "- extendedWaitUntil:\n    visible: 'It''s\n    here'\n    timeout: 15000\n"
        #expect(try waitedText(source) == ("It's here", "15000"))
    }

    @Test func aPlainStringAtItsKeysIndentationIsStillRefusedAsSnakeYAMLRefusesIt() {
        // A plain scalar's lines end at the mapping's indentation in SnakeYAML as in YAML 1.2:
        // the second line is then a key without a colon.
        let source = "- extendedWaitUntil:\n    visible: This device cannot\n    log in\n    timeout: 15000\n"
        #expect {
            try FlowFileParser.parse(source, file: "f.yaml")
        } throws: { error in
            (error as? FlowFileSyntaxError)?.location.line == 3
        }
    }

    @Test func aDocumentMarkerInsideAQuotedStringIsStillRefused() {
        #expect(throws: FlowFileSyntaxError.self) {
            try FlowFileParser.parse("- inputText: \"one\n---\ntwo\"\n", file: "f.yaml")
        }
    }

    @Test func textAfterAQuotedStringEndedOnAShallowerLineIsRefusedWithAPlace() {
        let source = "- extendedWaitUntil:\n    visible: \"cannot log\n  in\" now\n    timeout: 15000\n"
        #expect {
            try FlowFileParser.parse(source, file: "f.yaml")
        } throws: { error in
            (error as? FlowFileSyntaxError)?.location.line == 3
        }
    }
}
