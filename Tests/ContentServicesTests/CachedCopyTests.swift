import ContentModels
import ContentServer
import Foundation
import Testing

@testable import ContentServices

/// What a screen shows at once while it asks the server: the cache's copy, read without a
/// request, once it may be stale; nothing while it is fresh (the load serves that at once) or
/// when there is none.
@Suite struct CachedCopyTests {
    @Test func aStaleCopyIsReadWithoutARequestAndAFreshOneIsLeftToTheLoad() async throws {
        let server = try ContentServer()
        server.start()
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let clock = TestClock()
        let service = ContentService(
            configuration: ContentServiceConfiguration(baseURL: server.baseURL, cacheDirectory: folder.url),
            cache: DiskCache(directory: folder.url), now: { [clock] in clock.now })

        #expect(service.cachedFeed(page: 1, pageSize: 20) == nil, "nothing is kept before the first load")
        #expect(service.cachedArticle(id: "e3") == nil)
        let feed = try await service.feed(page: 1, pageSize: 20)
        let article = try await service.article(id: "e3")
        let search = try await service.search("swift", page: 1, pageSize: 20)
        let requests = server.contentRequestCount

        // The feed asks to be revalidated, so its copy may be stale at once; the article and the
        // search are fresh for a while, and the load serves them without a request.
        #expect(service.cachedFeed(page: 1, pageSize: 20)?.value == feed.value)
        #expect(service.cachedArticle(id: "e3") == nil)
        #expect(service.cachedSearch("swift", page: 1, pageSize: 20) == nil)
        clock.advance(by: 3_600)
        #expect(service.cachedArticle(id: "e3")?.value == article.value)
        #expect(service.cachedSearch("swift", page: 1, pageSize: 20)?.value == search.value)
        #expect(service.cachedFeed(page: 2, pageSize: 20) == nil, "a page never loaded is not kept")
        #expect(server.contentRequestCount == requests, "reading the cache sends nothing")
    }
}
