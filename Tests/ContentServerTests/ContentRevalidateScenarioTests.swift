import ContentServer
import Foundation
import Testing

/// `revalidate`, as a plain client sees it: the content of `normal`, every answer of which may
/// be kept but must be asked for again before it is used (`Cache-Control: no-cache`).
@Suite struct ContentRevalidateScenarioTests {
    @Test(arguments: [
        ("/v1/feed", "no-cache"), ("/v1/search?q=navigation", "max-age=60"), ("/v1/articles/h2", "max-age=300"),
    ])
    func everyAnswerIsTheUsualOneToBeRevalidatedUntilSwitchedBack(path: String, usualCaching: String)
        async throws
    {
        let client = try ContentClient(scenario: .revalidate)
        defer { client.close() }
        let answer = try await client.request(path)
        #expect(answer.status == 200)
        #expect(answer.header("cache-control") == "no-cache")
        let tag = try #require(answer.header("etag"))
        let revalidated = try await client.request(path, headers: ["If-None-Match": tag])
        #expect(revalidated.status == 304)
        #expect(revalidated.body.isEmpty)
        #expect(revalidated.header("cache-control") == "no-cache")
        client.server.switchScenario(to: .normal)
        let usual = try await client.request(path)
        #expect(usual.header("cache-control") == usualCaching)
        // The same body, so the same tag: a copy kept in either scenario stays valid in the other.
        #expect(usual.body == answer.body)
        #expect(usual.header("etag") == tag)
        #expect(client.server.contentRequestCount == 3)
    }

    @Test func theContentIsNormals() async throws {
        let client = try ContentClient(scenario: .revalidate)
        defer { client.close() }
        #expect(try await client.request("/v1/feed").itemIDs == (1...14).map { "h\($0)" })
        let search = try await client.request("/v1/search?q=&pageSize=50")
        #expect(search.itemIDs.count == 22)
        #expect(search.json["totalItems"] as? Int == 22)
        #expect(
            try await client.request("/v1/articles/e22").json["title"] as? String == "Crème de la crème of test names")
    }

    @Test func errorsAreStillNeverKept() async throws {
        let client = try ContentClient(scenario: .revalidate)
        defer { client.close() }
        let answer = try await client.request("/v1/articles/h99")
        #expect(answer.status == 404)
        #expect(answer.header("cache-control") == "no-store")
        #expect(answer.header("etag") == nil)
        #expect(try await client.request("/v1/feed?page=0").header("cache-control") == "no-store")
    }
}
