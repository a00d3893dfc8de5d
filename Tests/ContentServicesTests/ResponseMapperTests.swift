import ContentModels
import Foundation
import Testing

@testable import ContentServices

private func data(_ text: String) -> Data { Data(text.utf8) }

private let twoItems = """
    {"items":[{"id":"h1","title":"One","category":"News","summary":"First"},
    {"id":"h2","title":"Two","category":"Tech","summary":"Second"}],
    "page":1,"pageSize":2,"totalItems":14,"nextPage":2}
    """

@Test func aPageMapsToSummariesWithoutBodies() throws {
    let page = try ResponseMapper.page(from: data(twoItems), requestedPage: 1, source: "/v1/feed")
    #expect(page.page == 1)
    #expect(page.nextPage == 2)
    #expect(page.totalItems == 14)
    #expect(page.articles.map(\.id) == ["h1", "h2"])
    #expect(page.articles[1] == ArticleSummary(id: "h2", title: "Two", category: "Tech", summary: "Second"))
}

@Test func aLastPageHasNoNextPage() throws {
    let body = #"{"items":[],"page":3,"pageSize":20,"totalItems":14,"nextPage":null}"#
    let page = try ResponseMapper.page(from: data(body), requestedPage: 3, source: "/v1/feed")
    #expect(page.nextPage == nil)
    #expect(page.articles.isEmpty)
}

@Test func aMissingFieldIsNamedWithItsPlace() {
    let body = #"{"items":[{"id":"h1","title":"One","category":"News"}],"page":1,"pageSize":2,"totalItems":1}"#
    #expect(throws: ContentServiceError.malformed(reason: "/v1/feed: items[0].summary: missing")) {
        try ResponseMapper.page(from: data(body), requestedPage: 1, source: "/v1/feed")
    }
}

@Test func anEmptyFieldIsRefused() {
    let body =
        #"{"items":[{"id":"h1","title":"  ","category":"News","summary":"S"}],"page":1,"pageSize":2,"totalItems":1}"#
    #expect(throws: ContentServiceError.malformed(reason: "/v1/feed: items[0].title: empty")) {
        try ResponseMapper.page(from: data(body), requestedPage: 1, source: "/v1/feed")
    }
}

@Test(arguments: ["\\n\\t", "\\u00A0", "\\u2003\\r\\n", "\\u0085"])
func aFieldOfWhiteSpaceOnlyIsEmpty(whiteSpace: String) {
    let body =
        #"{"items":[{"id":"h1","title":"T","category":"\#(whiteSpace)","summary":"S"}],"page":1,"pageSize":2,"totalItems":1}"#
    #expect(throws: ContentServiceError.malformed(reason: "/v1/feed: items[0].category: empty")) {
        try ResponseMapper.page(from: data(body), requestedPage: 1, source: "/v1/feed")
    }
}

@Test func aFieldWithOneVisibleCharacterIsFilled() throws {
    let body =
        #"{"items":[{"id":"h1","title":"T","category":" \u00A0x\n","summary":"S"}],"page":1,"pageSize":2,"totalItems":1}"#
    let page = try ResponseMapper.page(from: data(body), requestedPage: 1, source: "/v1/feed")
    #expect(page.articles.first?.category == " \u{00A0}x\n")
}

@Test func aRepeatedIDIsRefused() {
    let body = twoItems.replacingOccurrences(of: "\"h2\"", with: "\"h1\"")
    #expect(throws: ContentServiceError.malformed(reason: "/v1/feed: items[1].id: h1 appears twice")) {
        try ResponseMapper.page(from: data(body), requestedPage: 1, source: "/v1/feed")
    }
}

@Test func aPageOtherThanTheOneAskedForIsRefused() {
    #expect(throws: ContentServiceError.malformed(reason: "/v1/feed: page: expected 2, found 1")) {
        try ResponseMapper.page(from: data(twoItems), requestedPage: 2, source: "/v1/feed")
    }
}

@Test func aNextPageThatDoesNotAdvanceIsRefused() {
    let body = twoItems.replacingOccurrences(of: "\"nextPage\":2", with: "\"nextPage\":1")
    #expect(throws: ContentServiceError.malformed(reason: "/v1/feed: nextPage: expected more than 1, found 1")) {
        try ResponseMapper.page(from: data(body), requestedPage: 1, source: "/v1/feed")
    }
}

@Test func aTotalBelowThePageCountIsRefused() {
    let body = twoItems.replacingOccurrences(of: "\"totalItems\":14", with: "\"totalItems\":1")
    #expect(throws: ContentServiceError.malformed(reason: "/v1/feed: totalItems: 1 is fewer than the page's 2 items")) {
        try ResponseMapper.page(from: data(body), requestedPage: 1, source: "/v1/feed")
    }
}

@Test func aBodyThatIsNotJSONIsMalformed() {
    #expect(throws: ContentServiceError.malformed(reason: "/v1/feed: not JSON")) {
        try ResponseMapper.page(from: data("<html>oops</html>"), requestedPage: 1, source: "/v1/feed")
    }
}

@Test func aWrongTypeIsNamed() {
    let body = twoItems.replacingOccurrences(of: "\"page\":1", with: "\"page\":\"one\"")
    #expect(throws: ContentServiceError.malformed(reason: "/v1/feed: page: expected Int")) {
        try ResponseMapper.page(from: data(body), requestedPage: 1, source: "/v1/feed")
    }
}

@Test func anArticleMapsWithItsBody() throws {
    let body = #"{"id":"e3","title":"T","category":"C","summary":"S","body":"B"}"#
    let article = try ResponseMapper.article(from: data(body), requestedID: "e3", source: "/v1/articles/e3")
    #expect(article == Article(id: "e3", title: "T", category: "C", summary: "S", body: "B"))
}

@Test func anArticleWithAnEmptyBodyIsRefused() {
    let body = #"{"id":"e3","title":"T","category":"C","summary":"S","body":""}"#
    #expect(throws: ContentServiceError.malformed(reason: "/v1/articles/e3.body: empty")) {
        try ResponseMapper.article(from: data(body), requestedID: "e3", source: "/v1/articles/e3")
    }
}

@Test func anArticleOtherThanTheOneAskedForIsRefused() {
    let body = #"{"id":"e4","title":"T","category":"C","summary":"S","body":"B"}"#
    #expect(throws: ContentServiceError.malformed(reason: "/v1/articles/e3: id: expected e3, found e4")) {
        try ResponseMapper.article(from: data(body), requestedID: "e3", source: "/v1/articles/e3")
    }
}

@Test func theAPIsNotFoundErrorIsNotFound() {
    let body = #"{"error":{"code":"notFound","message":"no article zz"}}"#
    #expect(ResponseMapper.error(status: 404, body: data(body)) == .notFound)
}

@Test func aNotFoundFromSomethingElseIsAServerError() {
    #expect(ResponseMapper.error(status: 404, body: data("<html>Not Found</html>")) == .server(status: 404))
}

@Test func otherStatusesAreServerErrors() {
    let body = #"{"error":{"code":"badRequest","message":"pageSize"}}"#
    #expect(ResponseMapper.error(status: 400, body: data(body)) == .server(status: 400))
    #expect(ResponseMapper.error(status: 503, body: Data()) == .server(status: 503))
}
