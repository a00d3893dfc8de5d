import Testing

@testable import FlowRunner

/// The JSON string escaping the hierarchy writer and `JSON.stringify` share.
@Suite struct FlowJSONStringLiteralTests {
    @Test func everyC0ControlIsEscapedWithFourHexDigits() {
        #expect(JSONStringLiteral.quoted("\u{0}\u{F}\u{10}\u{1F} ") == "\"\\u0000\\u000f\\u0010\\u001f \"")
        #expect(MaestroJSONWriter.quoted("\u{10}\u{15}\u{1F}") == "\"\\u0010\\u0015\\u001F\"")
    }

    @Test func theHierarchyEscapesDELAndTheC1ControlsAndJSONStringifyDoesNot() {
        #expect(MaestroJSONWriter.quoted("\u{7E}\u{7F}\u{80}\u{9F}\u{A0}") == "\"\u{7E}\\u007F\\u0080\\u009F\u{A0}\"")
        #expect(JSONStringLiteral.quoted("\u{7F}\u{85}") == "\"\u{7F}\u{85}\"")
    }
}
