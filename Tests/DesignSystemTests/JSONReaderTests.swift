import Testing

@testable import DesignSystem

private func read(_ text: String) -> Result<JSONReader.Output, JSONReadError> {
    JSONReader.read(Array(text.utf8))
}

@Test func aDuplicateKeyIsReportedWithBothLines() throws {
    let output = try read("{\n  \"a\": 1,\n  \"b\": { \"c\": 1 },\n  \"a\": 2\n}").get()
    #expect(output.duplicates == [JSONDuplicateKey(objectPath: "(root)", key: "a", line: 4, firstLine: 2)])
}

@Test func aDuplicateKeyInANestedObjectNamesTheObject() throws {
    let output = try read(#"{ "g": { "t": { "x": 1, "x": 2 } } }"#).get()
    #expect(output.duplicates.map(\.objectPath) == ["g.t"])
}

@Test func tenThousandLevelsOfNestingAreReadWithoutRecursion() throws {
    let depth = 10_000
    let text = String(repeating: #"{"g":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    let output = try read(text).get()
    #expect(output.document.nodes.count == depth + 1)
}

@Test func bytesThatAreNotUTF8AreRefusedWithTheirPlace() {
    let result = JSONReader.read(Array("{\n  \"a\": \"".utf8) + [0xFF] + Array("\"}".utf8))
    guard case let .failure(error) = result else {
        Issue.record("expected a failure, found \(result)")
        return
    }
    #expect(error.line == 2)
    #expect(error.column == 9)
    #expect(error.reason.contains("UTF-8"))
}

@Test func escapesAndSurrogatePairsAreDecoded() throws {
    let output = try read(#"["\u00e9\ud83d\ude00\n\"\/"]"#).get()
    let value = output.document.value(output.document.root)
    #expect(value == .array([.string("é😀\n\"/")]))
}

@Test func numbersAreReadExactlyAsTheStandardLibraryReadsThem() throws {
    let literals = ["0", "-0.5e2", "1.5", "0.30000000000000004", "123456789012345678", "2.5E-3", "1e22"]
    let output = try read("[" + literals.joined(separator: ",") + "]").get()
    let expected = literals.compactMap(Double.init).map(JSONValue.number)
    #expect(output.document.value(output.document.root) == .array(expected))
}

@Test func malformedTextIsRefusedWithLineAndColumn() {
    for (text, line, column) in [("{\n  \"a\": [1,]\n}", 2, 11), ("[01]", 1, 3), ("{\"a\" 1}", 1, 6), ("[1] x", 1, 5)] {
        guard case let .failure(error) = read(text) else {
            Issue.record("expected \(text) to be refused")
            continue
        }
        #expect((error.line, error.column) == (line, column), "\(text): \(error)")
    }
}

@Test func aLoneSurrogateAndAnUnescapedControlCharacterAreRefused() {
    #expect(throws: JSONReadError.self) { try read(#"["\ud800"]"#).get() }
    #expect(throws: JSONReadError.self) { try read("[\"a\tb\"]").get() }
}
