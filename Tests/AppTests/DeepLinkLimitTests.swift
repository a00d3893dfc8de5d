import Testing

@testable import App
@testable import SessionStore

/// The parser's limits at their exact boundary: at the limit a link opens, one more is refused.
struct DeepLinkLimitTests {
    private static let limit = DeepLinkParser.maximumQueryByteCount

    @Test func aSearchOfExactlyTheLimitInBytesOpens() throws {
        let text = String(repeating: "a", count: Self.limit)
        #expect(try DeepLinkParser.parse("example://explore?q=" + text, scheme: "example") == .explore(query: text))
    }

    @Test func aSearchOneByteOverTheLimitIsRefusedSayingBoth() {
        let text = String(repeating: "a", count: Self.limit + 1)
        #expect(
            throws: DeepLinkError.invalidQuery(.searchTooLong(byteCount: Self.limit + 1, limit: Self.limit))
        ) {
            try DeepLinkParser.parse("example://explore?q=" + text, scheme: "example")
        }
    }

    @Test func theSearchLimitCountsUTF8BytesNotCharacters() throws {
        // "é" is two bytes: half the limit in characters fills it.
        let atLimit = String(repeating: "%C3%A9", count: Self.limit / 2)
        #expect(
            try DeepLinkParser.parse("example://explore?q=" + atLimit, scheme: "example")
                == .explore(query: String(repeating: "é", count: Self.limit / 2)))
        let over = String(repeating: "%C3%A9", count: Self.limit / 2 + 1)
        #expect(throws: DeepLinkError.self) {
            try DeepLinkParser.parse("example://explore?q=" + over, scheme: "example")
        }
    }

    @Test func anItemIDOfSixtyFourCharactersOpens() throws {
        let id = String(repeating: "a", count: 64)
        #expect(try DeepLinkParser.parse("example://home/item/" + id, scheme: "example") == .homeItem(id: id))
        #expect(try DeepLinkParser.parse("example://explore/item/" + id, scheme: "example") == .exploreItem(id: id))
    }

    @Test func anItemIDOfSixtyFiveCharactersIsRefused() {
        let id = String(repeating: "a", count: 65)
        #expect(throws: DeepLinkError.invalidItemID(id)) {
            try DeepLinkParser.parse("example://home/item/" + id, scheme: "example")
        }
    }

    /// Explore reads one parameter, `q`; a second pair is refused rather than dropped, so a link
    /// never opens a search other than the one it spells.
    @Test(arguments: ["example://explore?q=x&other=y", "example://explore?other=y&q=x", "example://explore?q=x&q=y"])
    func aSearchWithASecondPairIsRefused(link: String) {
        #expect(throws: DeepLinkError.invalidQuery(.onlySearchTaken)) {
            try DeepLinkParser.parse(link, scheme: "example")
        }
    }
}
