import Foundation
import Testing

@testable import ContentServices

@Test func requestsNameTheirPathAndQuery() {
    #expect(ContentRequest.feed(page: 2, pageSize: 20).key == "/v1/feed?page=2&pageSize=20")
    #expect(ContentRequest.article(id: "h1").key == "/v1/articles/h1")
    #expect(
        ContentRequest.search("café & tea", page: 1, pageSize: 5).key
            == "/v1/search?q=caf%C3%A9%20%26%20tea&page=1&pageSize=5")
}

@Test func anIDCannotLeaveItsPathSegment() {
    #expect(ContentRequest.article(id: "../feed?x=1").key == "/v1/articles/..%2Ffeed%3Fx%3D1")
}

@Test func anIDOfDotsReachesTheServerAsTheIDItIs() throws {
    let base = try #require(URL(string: "http://127.0.0.1:8080"))
    #expect(ContentRequest.article(id: "..").key == "/v1/articles/%2E%2E")
    #expect(ContentRequest.article(id: ".").key == "/v1/articles/%2E")
    #expect(ContentRequest.article(id: "...").key == "/v1/articles/...")
    let url = try #require(ContentRequest.article(id: "..").url(relativeTo: base))
    #expect(url.absoluteString == "http://127.0.0.1:8080/v1/articles/%2E%2E")
}

@Test func theURLGoesUnderTheBaseURL() {
    let request = ContentRequest.feed(page: 1, pageSize: 20)
    #expect(
        request.url(relativeTo: URL(string: "http://127.0.0.1:8080")!)?.absoluteString
            == "http://127.0.0.1:8080/v1/feed?page=1&pageSize=20")
    #expect(
        request.url(relativeTo: URL(string: "http://127.0.0.1:8080/api/")!)?.absoluteString
            == "http://127.0.0.1:8080/api/v1/feed?page=1&pageSize=20")
}
