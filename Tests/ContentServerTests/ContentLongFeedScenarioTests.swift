import ContentServer
import Foundation
import Testing

/// `long-feed`, as a plain client sees it: a feed of a hundred pages of twenty, its articles
/// resolving, and with `long-feed:PAGE` that page's first request failing once.
@Suite struct ContentLongFeedScenarioTests {
    @Test func theFeedGoesOnForAHundredPagesOfTwentyAndItsArticlesResolve() async throws {
        let client = try ContentClient(scenario: .longFeed(failingPage: nil))
        defer { client.close() }
        let first = try await client.request("/v1/feed?page=1&pageSize=20")
        #expect(first.json["totalItems"] as? Int == 2_000)
        #expect(first.json["nextPage"] as? Int == 2)
        let last = try await client.request("/v1/feed?page=100&pageSize=20")
        let items = try #require(last.json["items"] as? [[String: Any]])
        #expect(items.count == 20)
        #expect(last.json["nextPage"] is NSNull)
        let id = try #require(items.last?["id"] as? String)
        #expect(try await client.request("/v1/articles/\(id)").status == 200)
    }

    @Test func theNamedPageFailsItsFirstRequestOnlyAndOtherPagesAreServed() async throws {
        let client = try ContentClient(scenario: .longFeed(failingPage: 3))
        defer { client.close() }
        #expect(try await client.request("/v1/feed?page=2&pageSize=20").status == 200)
        #expect(try await client.request("/v1/feed?page=3&pageSize=20").status == 500)
        #expect(try await client.request("/v1/feed?page=3&pageSize=20").status == 200)
        #expect(try await client.request("/v1/feed?page=3&pageSize=20").status == 200)
    }
}
