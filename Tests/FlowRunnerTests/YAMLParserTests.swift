import Testing

@testable import FlowRunner

/// YAML 1.2 as flow files use it, beyond the one-line subset the reader once knew.
@Suite struct YAMLParserTests {
    private func values(_ source: String) throws(FlowFileSyntaxError) -> [YAMLTestSuiteValue] {
        try YAMLParser.stream(Array(source.utf8), file: "t.yaml").map { YAMLTestSuiteValue($0.root) }
    }

    private func value(_ source: String) throws(FlowFileSyntaxError) -> YAMLTestSuiteValue {
        try values(source).first ?? .null
    }

    private func refusal(_ source: String) -> FlowFileSyntaxError? {
        do {
            _ = try YAMLParser.stream(Array(source.utf8), file: "t.yaml")
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Scalars

    @Test func doubleQuotedStringsFoldOverSeveralLines() throws {
        #expect(try value("text: \"Hello\n  world\n\n  again\"\n") == .object(["text": .string("Hello world\nagain")]))
    }

    @Test func everyDoubleQuotedEscapeIsRead() throws {
        let source = #"- "\_\N\L\P\/\ \t\e\0\a\v\b\f\r\n\"\\\x41\u00e9\U0001F600""# + "\n"
        let expected = "\u{A0}\u{85}\u{2028}\u{2029}/ \t\u{1B}\u{0}\u{7}\u{B}\u{8}\u{C}\r\n\"\\A\u{E9}\u{1F600}"
        #expect(try value(source) == .array([.string(expected)]))
    }

    @Test func aTrailingBackslashJoinsDoubleQuotedLinesWithoutASpace() throws {
        #expect(try value("- \"abc\\\n    def\"\n") == .array([.string("abcdef")]))
    }

    @Test func anUnknownEscapeIsRefusedWhereItIs() {
        #expect(refusal("- \"a\\qb\"\n")?.location.column == 5)
    }

    @Test func aQuotedStringsLineOutsideItsMappingNamesTheIndentationItNeeds() {
        // Found by the flow-yaml fuzzer: the message read "more than 2 spaces, found 2".
        #expect(
            refusal("a:\n  b: \"x\n  y\"\n")?.message
                == "expected the string's next line to be indented at least 3 spaces, found 2")
    }

    @Test func singleQuotedStringsFoldOverSeveralLinesAndDoubleTheirQuote() throws {
        #expect(try value("- 'It''s\n   here'\n") == .array([.string("It's here")]))
    }

    @Test func plainScalarsGoOnOverIndentedLines() throws {
        let source = "- evalScript: ${\n    output.x = 1\n    }\n- back\n"
        #expect(
            try value(source)
                == .array([.object(["evalScript": .string("${ output.x = 1 }")]), .string("back")]))
    }

    @Test func blockScalarsTakeEveryIndicator() throws {
        let source = "a: |2-\n   x\n  y\n\nb: >+\n  one\n  two\n\n  three\n\nc: |\n  kept\n"
        #expect(
            try value(source)
                == .object(["a": .string(" x\ny"), "b": .string("one two\nthree\n\n"), "c": .string("kept\n")]))
    }

    // MARK: - Structure

    @Test func flowCollectionsGoOnOverSeveralLines() throws {
        let source = "- tapOn: {\n    id: x,   # the id\n    index: 1\n  }\n- [a,\n   b]\n"
        #expect(
            try value(source)
                == .array([
                    .object(["tapOn": .object(["id": .string("x"), "index": .number(1)])]),
                    .array([.string("a"), .string("b")]),
                ]))
    }

    @Test func complexKeysAreRead() throws {
        let documents = try YAMLParser.stream(Array("? [a, b]\n: value\n".utf8), file: "t.yaml")
        guard case let .mapping(entries)? = documents.first?.root?.kind, let entry = entries.first else {
            Issue.record("expected a mapping")
            return
        }
        guard case let .sequence(items) = entry.keyNode.kind else {
            Issue.record("expected a list as the key")
            return
        }
        #expect(items.count == 2)
        #expect(entry.key == "[a, b]")
    }

    @Test func aStreamHoldsSeveralDocuments() throws {
        #expect(try values("a\n---\nb\n...\n%YAML 1.2\n---\nc\n...\n") == [.string("a"), .string("b"), .string("c")])
    }

    @Test func tagsAndTagDirectivesResolve() throws {
        let source = "%TAG !e! tag:example.com,2000:\n---\n- !e!point x\n- !!str 1\n- !local y\n- !!int 2\n"
        let documents = try YAMLParser.stream(Array(source.utf8), file: "t.yaml")
        guard case let .sequence(items)? = documents.first?.root?.kind else {
            Issue.record("expected a list")
            return
        }
        #expect(
            items.map(\.tag) == [
                "tag:example.com,2000:point", "tag:yaml.org,2002:str", "!local", "tag:yaml.org,2002:int",
            ])
        #expect(
            YAMLTestSuiteValue(documents[0].root) == .array([.string("x"), .string("1"), .string("y"), .number(2)]))
    }

    @Test func anUndeclaredTagHandleIsRefused() {
        #expect(refusal("- !e!point x\n")?.message.hasPrefix("the tag handle '!e!' is not declared") == true)
    }

    @Test func commentsMayStandEverywhere() throws {
        let source = "# top\nkey: # after a key\n  # between\n  - a # after a value\n  # end\n"
        #expect(try value(source) == .object(["key": .array([.string("a")])]))
    }

    @Test func aByteOrderMarkStartsTheFileUnseen() throws {
        #expect(try value("\u{FEFF}- a\n") == .array([.string("a")]))
    }

    @Test func tabsSeparateButNeverIndent() throws {
        #expect(try value("a:\t1\n") == .object(["a": .number(1)]))
        #expect(refusal("a:\n\t- b\n")?.message == "expected spaces for indentation, found a tab")
    }

    // MARK: - Bounds

    @Test func aBillionLaughsDocumentIsRefused() {
        var source = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        let names = ["b", "c", "d", "e", "f", "g", "h", "i"]
        var previous = "a"
        for name in names {
            source += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = name
        }
        #expect(refusal(source)?.message == "aliases copy more than 10000 values; write the values out")
    }

    @Test func aliasesWithinTheBoundAreCopied() throws {
        #expect(
            try value("a: &x [1, 2]\nb: *x\n")
                == .object(["a": .array([.number(1), .number(2)]), "b": .array([.number(1), .number(2)])]))
    }

    @Test func nestingDeeperThanTheBoundIsRefusedInBlocksAndFlows() {
        var block = ""
        for depth in 0..<60 { block += String(repeating: " ", count: depth * 2) + "-\n" }
        #expect(refusal(block)?.message == "nesting is deeper than 48 levels")
        #expect(refusal(String(repeating: "[", count: 60))?.message == "nesting is deeper than 48 levels")
        #expect(refusal(String(repeating: "- ", count: 60) + "a\n")?.message == "nesting is deeper than 48 levels")
    }
}
