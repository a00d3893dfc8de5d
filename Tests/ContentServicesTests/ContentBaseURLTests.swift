import ContentModels
import Foundation
import Testing

@testable import ContentServices

@Suite struct ContentBaseURLTests {
    @Test(arguments: [
        ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
        ("HTTP://127.0.0.1:8080/api/", "http://127.0.0.1:8080/api/"),
        ("https://Content.Example/", "https://content.example/"),
    ])
    func aBaseURLIsTakenWithItsSchemeAndHostInLowerCase(text: String, url: String) throws {
        #expect(try ContentBaseURL.parse(text).absoluteString == url)
    }

    @Test(arguments: [
        (
            "http://127.0.0.1:8080/api?x=1",
            "it has a query (?x=1); the API's paths go after the base URL, which takes none"
        ),
        (
            "http://127.0.0.1:8080/#frag",
            "it has a fragment (#frag); the API's paths go after the base URL, which takes none"
        ),
        ("http://127.0.0.1:99999/", "the port 99999 is not one a server can listen on (1 to 65535)"),
        ("ftp://127.0.0.1/", "the scheme is 'ftp', not http or https"),
        ("http://ada:secret@127.0.0.1/", "it carries a user name or password, which the app never sends"),
        ("http:///v1", "it names no host"), ("just words", "'just words' is not a URL"),
    ])
    func aBaseURLThatCannotBeIsRefusedNamingWhy(text: String, reason: String) {
        let error = #expect(throws: ContentBaseURL.Problem.self) { try ContentBaseURL.parse(text) }
        #expect(error?.description == reason)
    }

    @Test func aServiceGivenABaseURLWithAQuerySendsNothingAndSaysTheAnswerIsUnreadable() async throws {
        let base = try #require(URL(string: "http://127.0.0.1:9/api?x=1"))
        let service = ContentService(configuration: ContentServiceConfiguration(baseURL: base))
        await #expect(throws: ContentProblem.unreadable) { try await service.feed(page: 1, pageSize: 5) }
    }

    @Test func somethingThatAnswersButNotInHTTPIsAServerProblemNotBeingOffline() async throws {
        let listener = try RawAnswerListener(opening: Array("SSH-2.0-OpenSSH_9.2 this is not HTTP\r\n".utf8))
        defer { listener.close() }
        let base = try #require(URL(string: "http://127.0.0.1:\(listener.port)"))
        let service = ContentService(
            configuration: ContentServiceConfiguration(baseURL: base, initialBackoff: .milliseconds(1)))
        let failure = await #expect(throws: ContentServiceError.self) {
            try await service.feedResponse(page: 1, pageSize: 5)
        }
        #expect(failure == .malformed(reason: "the server's answer is not HTTP"))
        await #expect(throws: ContentProblem.unreadable) { try await service.feed(page: 1, pageSize: 5) }
    }
}
