import ContentServer
import Foundation
import Testing

/// Every 200 carries an ETag (a digest of its body) and Cache-Control; `If-None-Match` with the
/// current tag is answered 304 with no body.
@Suite struct ContentCachingTests {
    @Test(arguments: [
        ("/v1/feed", "max-age=60"), ("/v1/search?q=test", "max-age=60"), ("/v1/articles/h2", "max-age=300"),
    ])
    func everyAnswerCarriesItsTagAndHowLongToKeepIt(path: String, cacheControl: String) async throws {
        let client = try ContentClient()
        defer { client.close() }
        let answer = try await client.request(path)
        #expect(answer.header("cache-control") == cacheControl)
        let tag = try #require(answer.header("etag"))
        #expect(tag.wholeMatch(of: /"[0-9a-f]{16}"/) != nil)
        #expect(try await client.request(path).header("etag") == tag)
    }

    @Test func theCurrentTagIsAnswered304WithoutABody() async throws {
        let client = try ContentClient()
        defer { client.close() }
        let tag = try #require(try await client.request("/v1/feed").header("etag"))
        let revalidated = try await client.request("/v1/feed", headers: ["If-None-Match": tag])
        #expect(revalidated.status == 304)
        #expect(revalidated.body.isEmpty)
        #expect(revalidated.header("etag") == tag)
        #expect(revalidated.header("cache-control") == "max-age=60")
        for field in ["W/\(tag)", "\"0000000000000000\", \(tag)", "*"] {
            #expect(try await client.request("/v1/feed", headers: ["If-None-Match": field]).status == 304, "\(field)")
        }
    }

    @Test func anotherTagOrAnotherPageIsAnsweredInFull() async throws {
        let client = try ContentClient()
        defer { client.close() }
        let tag = try #require(try await client.request("/v1/feed").header("etag"))
        let stale = try await client.request("/v1/feed", headers: ["If-None-Match": "\"0000000000000000\""])
        #expect(stale.status == 200)
        #expect(stale.itemIDs.count == 14)
        let otherPage = try await client.request("/v1/feed?pageSize=5", headers: ["If-None-Match": tag])
        #expect(otherPage.status == 200)
        #expect(otherPage.header("etag") != tag)
    }

    @Test func errorsAreNeverCached() async throws {
        let client = try ContentClient()
        defer { client.close() }
        let answer = try await client.request("/v1/articles/nope")
        #expect(answer.header("cache-control") == "no-store")
        #expect(answer.header("etag") == nil)
    }
}
