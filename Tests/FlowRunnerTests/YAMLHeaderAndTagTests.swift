import Testing

@testable import FlowRunner

/// Corners of block scalar headers and tags that the YAML test suite leaves open, read as
/// SnakeYAML (Maestro's reader) and PyYAML read them.
@Suite struct YAMLHeaderAndTagTests {
    private func root(_ source: String) throws(FlowFileSyntaxError) -> YAMLNode? {
        try YAMLParser.stream(Array(source.utf8), file: "t.yaml").first?.root
    }

    private func text(_ source: String) throws(FlowFileSyntaxError) -> String? {
        guard case let .scalar(text, _)? = try root(source)?.kind else { return nil }
        return text
    }

    @Test func aRootBlockScalarCountsItsIndentationFromTheFirstColumn() throws {
        // `|1` at the root: the content is indented one space, so one of the two stays.
        #expect(try text("--- |1\n  a\n") == " a\n")
        #expect(try text("--- >2\n   b\n") == " b\n")
    }

    @Test func aPercentEscapeAtTheEndOfATagIsDecoded() throws {
        #expect(try root("!a%41 x\n")?.tag == "!aA")
        #expect(try root("!!a%2F%41 x\n")?.tag == "tag:yaml.org,2002:a/A")
        // Too short to be an escape: kept as written.
        #expect(try root("!a%4 x\n")?.tag == "!a%4")
    }
}
