import ContentModels
import ContentServer
import Foundation
import HTTPServerKit
import Testing

@testable import ContentServices

/// A cached answer belongs to the server that gave it: a copy another server sent, however long
/// it said to keep it, is never served as this server's.
@Suite struct CacheOriginTests {
    /// A server that answers the feed with one article it says to keep for three years.
    private static func poisoningServer() throws -> HTTPServer {
        let server = try HTTPServer(port: 0)
        let page =
            #"{"items":[{"id":"x1","title":"Not from this server","category":"C","summary":"S"}],"#
            + #""page":1,"pageSize":20,"totalItems":1,"nextPage":null}"#
        server.start { _ in
            HTTPResponse(
                status: .ok,
                headers: [
                    HTTPHeader(name: "Content-Type", value: "application/json"),
                    HTTPHeader(name: "Cache-Control", value: "max-age=99999999"),
                ], body: Array(page.utf8))
        }
        return server
    }

    @Test func oneServersLongLivedAnswerIsNotServedForAnother() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let poisoning = try Self.poisoningServer()
        defer { poisoning.stop() }
        let poisoningURL = try #require(URL(string: "http://127.0.0.1:\(poisoning.port)"))
        let first = ContentService(
            configuration: ContentServiceConfiguration(baseURL: poisoningURL, cacheDirectory: folder.url))
        #expect(try await first.feed(page: 1, pageSize: 20).value.articles.map(\.id) == ["x1"])

        let real = try ContentServer()
        real.start()
        defer { real.stop() }
        let second = ContentService(
            configuration: ContentServiceConfiguration(baseURL: real.baseURL, cacheDirectory: folder.url))
        let feed = try await second.feed(page: 1, pageSize: 20)
        #expect(feed.value.articles.first?.id == "h1")
        #expect(real.contentRequestCount == 1)
    }
}
