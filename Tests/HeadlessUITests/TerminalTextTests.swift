import HeadlessUI
import Testing

@Suite struct TerminalTextTests {
    @Test func everyControlCharacterIsWrittenOut() {
        let text = "a\u{1B}[31mb\r\n\0\u{7F}\u{9B}\t\u{7}"
        #expect(TerminalText.visible(text) == "a\\u{1B}[31mb\\r\\n\\0\\u{7F}\\u{9B}\\t\\u{7}")
    }

    @Test func printableTextIsLeftAsItIs() {
        let text = "Déjà vu © ½ 🎉 • ‹ › ─ 東京"
        #expect(TerminalText.visible(text) == text)
        #expect(!TerminalText.containsControlCharacters(text))
    }

    @Test func keepingLineBreaksKeepsOnlyLineFeeds() {
        #expect(TerminalText.visible("one\r\ntwo\u{1B}", keepingLineBreaks: true) == "one\\r\ntwo\\u{1B}")
    }

    @Test func aSubstringIsEscapedTheSameWay() {
        let text = "x\u{1B}y z"
        #expect(TerminalText.visible(text.prefix(3)) == "x\\u{1B}y")
    }
}

/// Whether `text` holds a control character other than the line feeds between its lines.
func holdsControlCharactersBesidesLineFeeds(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
}
