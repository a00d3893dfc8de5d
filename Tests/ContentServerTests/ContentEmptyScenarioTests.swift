import ContentServer
import Foundation
import Testing

/// `empty`, as a plain client sees it: a server whose newsroom has published nothing yet answers
/// the feed and search with a valid empty page, kept as usual, and has no article to give.
@Suite struct ContentEmptyScenarioTests {
    @Test(arguments: [
        ("/v1/feed", "no-cache"), ("/v1/feed?page=2&pageSize=5", "no-cache"), ("/v1/search?q=", "max-age=60"),
        ("/v1/search?q=navigation", "max-age=60"),
    ])
    func theFeedAndSearchAnswerAnEmptyPageKeptAsUsual(path: String, cacheControl: String) async throws {
        let client = try ContentClient(scenario: .empty)
        defer { client.close() }
        let answer = try await client.request(path)
        #expect(answer.status == 200)
        #expect(answer.header("content-type") == "application/json; charset=utf-8")
        let items = try #require(answer.json["items"] as? [Any])
        #expect(items.isEmpty)
        #expect(answer.json["totalItems"] as? Int == 0)
        #expect(answer.json["nextPage"] is NSNull)
        #expect(answer.header("cache-control") == cacheControl)
        #expect(answer.header("etag") != nil)
    }

    @Test(arguments: ["/v1/articles/h1", "/v1/articles/e2"])
    func noArticleIsFound(path: String) async throws {
        let client = try ContentClient(scenario: .empty)
        defer { client.close() }
        let answer = try await client.request(path)
        #expect(answer.status == 404)
        #expect(answer.errorCode == "notFound")
        #expect(answer.header("cache-control") == "no-store")
    }

    @Test func theBoundsOfAPageStillHold() async throws {
        let client = try ContentClient(scenario: .empty)
        defer { client.close() }
        let answer = try await client.request("/v1/feed?pageSize=51")
        #expect(answer.status == 400)
        #expect(answer.errorCode == "badRequest")
    }

    @Test func aClientHoldingTheFullFeedIsSentTheEmptyOneAndGetsItsFeedBackAfter() async throws {
        let client = try ContentClient()
        defer { client.close() }
        let full = try await client.request("/v1/feed")
        let fullTag = try #require(full.header("etag"))
        client.server.switchScenario(to: .empty)
        // The empty page is another body, so its tag is another: a revalidating client replaces its copy.
        let empty = try await client.request("/v1/feed", headers: ["If-None-Match": fullTag])
        #expect(empty.status == 200)
        #expect(empty.itemIDs.isEmpty)
        #expect(empty.header("etag") != fullTag)
        client.server.switchScenario(to: .normal)
        #expect(try await client.request("/v1/feed").itemIDs == full.itemIDs)
        #expect(try await client.request("/v1/articles/h1").status == 200)
        #expect(try await client.request("/v1/search?q=&pageSize=50").itemIDs.count == 22)
        #expect(client.server.contentRequestCount == 5)
    }
}
