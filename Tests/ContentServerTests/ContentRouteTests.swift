import ContentServer
import Foundation
import Testing

/// Each route answers as docs/content-api.yaml says, over loopback with a plain URLSession.
@Suite struct ContentRouteTests {
    @Test func theFeedsFirstPageListsEveryItemWithoutBodies() async throws {
        let client = try ContentClient()
        defer { client.close() }
        let answer = try await client.request("/v1/feed")
        #expect(answer.status == 200)
        #expect(answer.header("content-type") == "application/json; charset=utf-8")
        #expect(answer.itemIDs == (1...14).map { "h\($0)" })
        #expect(answer.json["page"] as? Int == 1)
        #expect(answer.json["pageSize"] as? Int == 20)
        #expect(answer.json["totalItems"] as? Int == 14)
        #expect(answer.json["nextPage"] is NSNull)
        let first = try #require((answer.json["items"] as? [[String: Any]])?.first)
        #expect(Set(first.keys) == ["id", "title", "category", "summary"])
        #expect(first["title"] as? String == "Why coordinators own navigation")
    }

    @Test func pagesFollowEachOtherUntilTheLast() async throws {
        let client = try ContentClient()
        defer { client.close() }
        let second = try await client.request("/v1/feed?page=2&pageSize=5")
        #expect(second.itemIDs == ["h6", "h7", "h8", "h9", "h10"])
        #expect(second.json["nextPage"] as? Int == 3)
        let last = try await client.request("/v1/feed?page=3&pageSize=5")
        #expect(last.itemIDs == ["h11", "h12", "h13", "h14"])
        #expect(last.json["nextPage"] is NSNull)
        let past = try await client.request("/v1/feed?page=4&pageSize=5")
        #expect(past.status == 200)
        #expect(past.itemIDs.isEmpty)
        #expect(past.json["nextPage"] is NSNull)
        #expect(past.json["totalItems"] as? Int == 14)
        let exact = try await client.request("/v1/feed?page=2&pageSize=7")
        #expect(exact.itemIDs == ["h8", "h9", "h10", "h11", "h12", "h13", "h14"])
        #expect(exact.json["nextPage"] is NSNull)
    }

    @Test func anArticleHasItsBodyAndFeedAndCatalogueIdsBothResolve() async throws {
        let client = try ContentClient()
        defer { client.close() }
        let feedItem = try await client.request("/v1/articles/h1")
        #expect(feedItem.status == 200)
        #expect(feedItem.json["id"] as? String == "h1")
        #expect((feedItem.json["body"] as? String)?.hasPrefix("When a view controller pushes") == true)
        let entry = try await client.request("/v1/articles/e22")
        #expect(entry.json["title"] as? String == "Crème de la crème of test names")
        #expect(Set(entry.json.keys) == ["id", "title", "category", "summary", "body"])
    }

    @Test(arguments: ["/v1/articles/h99", "/v1/articles/", "/v1/articles/h1/more", "/v1/feeds", "/", "/v2/feed"])
    func anUnknownArticleOrPathIsNotFound(path: String) async throws {
        let client = try ContentClient()
        defer { client.close() }
        let answer = try await client.request(path)
        #expect(answer.status == 404)
        #expect(answer.errorCode == "notFound")
        #expect(((answer.json["error"] as? [String: Any])?["message"] as? String)?.isEmpty == false)
        #expect(answer.header("etag") == nil)
    }

    @Test(arguments: [
        ("", (1...22).map { "e\($0)" }),
        ("naive", ["e2"]),
        ("DEJA VU", ["e7"]),
        ("creme", ["e22"]),
        // e17's summary speaks of navigation; search reads titles and categories only.
        ("navigation", ["e4", "e5", "e6", "e21"]),
        ("design systems", ["e13", "e14"]),
        ("systems design", ["e13", "e14"]),
        ("no such words", []),
    ])
    func searchFindsEveryWordInTitleAndCategoryIgnoringCaseAndDiacritics(query: String, ids: [String]) async throws {
        let client = try ContentClient()
        defer { client.close() }
        let encoded = try #require(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let answer = try await client.request("/v1/search?q=\(encoded)&pageSize=50")
        #expect(answer.status == 200)
        #expect(answer.itemIDs == ids)
        #expect(answer.json["totalItems"] as? Int == ids.count)
    }

    @Test func searchPagesLikeTheFeedAndAMissingQueryListsEverything() async throws {
        let client = try ContentClient()
        defer { client.close() }
        let answer = try await client.request("/v1/search?page=2")
        #expect(answer.itemIDs == ["e21", "e22"])
        #expect(answer.json["totalItems"] as? Int == 22)
        #expect(answer.json["nextPage"] is NSNull)
        let first = try await client.request("/v1/search?q=")
        #expect(first.itemIDs.count == 20)
        #expect(first.json["nextPage"] as? Int == 2)
    }

    @Test(arguments: [
        "/v1/feed?page=0", "/v1/feed?page=-1", "/v1/feed?page=abc", "/v1/feed?page=", "/v1/feed?page=%2B1",
        "/v1/feed?page=1000000000", "/v1/feed?pageSize=0", "/v1/feed?pageSize=51", "/v1/feed?pageSize=2.5",
        "/v1/search?pageSize=100", "/v1/search?q=" + String(repeating: "a", count: 201),
    ])
    func aParameterOutOfItsBoundsIsABadRequest(path: String) async throws {
        let client = try ContentClient()
        defer { client.close() }
        let answer = try await client.request(path)
        #expect(answer.status == 400)
        #expect(answer.errorCode == "badRequest")
    }

    @Test(arguments: [
        "/v1/feed?page=999999999", "/v1/feed?pageSize=1", "/v1/feed?pageSize=50",
        "/v1/search?q=" + String(repeating: "a", count: 200), "/v1/feed?other=ignored",
    ])
    func theBoundsThemselvesAreServed(path: String) async throws {
        let client = try ContentClient()
        defer { client.close() }
        #expect(try await client.request(path).status == 200)
    }

    @Test(arguments: ["POST", "PUT", "DELETE", "PATCH"])
    func onlyGetAndHeadAreAllowed(method: String) async throws {
        let client = try ContentClient()
        defer { client.close() }
        let answer = try await client.request("/v1/feed", method: method)
        #expect(answer.status == 405)
        #expect(answer.errorCode == "methodNotAllowed")
        #expect(answer.header("allow") == "GET, HEAD")
    }

    @Test func headAnswersAsGetWithoutTheBody() async throws {
        let client = try ContentClient()
        defer { client.close() }
        let get = try await client.request("/v1/articles/e3")
        let head = try await client.request("/v1/articles/e3", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("etag") == get.header("etag"))
        #expect(head.header("content-length") == String(get.body.count))
    }
}
