import Testing

@testable import App
@testable import SessionStore

struct DeepLinkParserTests {
    @Test(arguments: [
        ("example://home", DeepLink.home),
        ("example://home/item/h1", .homeItem(id: "h1")),
        ("example://explore", .explore(query: nil)),
        ("example://explore?q=swift%20ui", .explore(query: "swift ui")),
        ("example://explore/item/e2", .exploreItem(id: "e2")),
        ("example://bookmarks", .bookmarks),
        ("example://bookmarks/item/h2", .bookmarksItem(id: "h2")),
        ("example://profile", .profile),
        ("EXAMPLE://Profile/", .profile),
    ])
    func everyDocumentedFormParses(link: String, expected: DeepLink) throws {
        #expect(try DeepLinkParser.parse(link, scheme: "example") == expected)
    }

    @Test func anotherSchemeIsRefusedNamingBoth() {
        #expect(throws: DeepLinkError.wrongScheme(found: "https", expected: "example")) {
            try DeepLinkParser.parse("https://home", scheme: "example")
        }
    }

    @Test func anUnknownHostIsRefused() {
        #expect(throws: DeepLinkError.unknownHost("settings")) {
            try DeepLinkParser.parse("example://settings", scheme: "example")
        }
    }

    @Test func anUnknownPathIsRefused() {
        #expect(throws: DeepLinkError.unknownPath(host: "home", path: "/feed")) {
            try DeepLinkParser.parse("example://home/feed", scheme: "example")
        }
    }

    @Test func aBookmarksPathOtherThanAnItemIsRefused() {
        #expect(throws: DeepLinkError.unknownPath(host: "bookmarks", path: "/recent")) {
            try DeepLinkParser.parse("example://bookmarks/recent", scheme: "example")
        }
    }

    @Test func anItemLinkWithoutAnIdIsRefused() {
        #expect(throws: DeepLinkError.unknownPath(host: "home", path: "/item")) {
            try DeepLinkParser.parse("example://home/item", scheme: "example")
        }
    }

    @Test func anIdWithForeignCharactersIsRefused() {
        #expect(throws: DeepLinkError.invalidItemID("h1'")) {
            try DeepLinkParser.parse("example://home/item/h1'", scheme: "example")
        }
    }

    @Test func aVeryLongLinkIsRefusedBeforeParsing() {
        let link = "example://home/item/" + String(repeating: "a", count: 5_000)
        #expect(throws: DeepLinkError.tooLong(length: link.count, limit: AppConfiguration.maximumDeepLinkLength)) {
            try DeepLinkParser.parse(link, scheme: "example")
        }
    }

    @Test(arguments: ["", "not a link", "example:", "%%%", "example://explore?q=%ZZ", "://home"])
    func junkIsRefused(link: String) {
        #expect(throws: DeepLinkError.self) { try DeepLinkParser.parse(link, scheme: "example") }
    }

    @Test func aQueryOnAnythingButExploreIsRefused() {
        #expect(throws: DeepLinkError.self) { try DeepLinkParser.parse("example://home?q=x", scheme: "example") }
    }

    @Test func exploreTakesOnlyTheSearchParameter() {
        #expect(throws: DeepLinkError.self) {
            try DeepLinkParser.parse("example://explore?sort=new", scheme: "example")
        }
    }
}

struct DeepLinkQueryDecodingTests {
    @Test func percentEscapesAndPlusSignsDecode() throws {
        #expect(
            try DeepLinkParser.parse("example://explore?q=caf%C3%A9+au+lait", scheme: "example")
                == .explore(query: "café au lait"))
    }

    @Test func escapesThatAreNotUTF8AreRefused() {
        #expect(throws: DeepLinkError.self) {
            try DeepLinkParser.parse("example://explore?q=%FF%FE", scheme: "example")
        }
    }
}
