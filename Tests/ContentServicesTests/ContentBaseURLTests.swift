import ContentModels
import Foundation
import Glibc
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
        let listener = try NotHTTPListener()
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

/// A loopback listener that answers every connection with a line that is not HTTP, then closes.
private final class NotHTTPListener: @unchecked Sendable {
    let port: UInt16
    private let socketDescriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socketDescriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread {
            // Answers until the listening socket is closed; each connection is one short answer.
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                var buffer = [UInt8](repeating: 0, count: 4096)
                _ = read(connection, &buffer, buffer.count)
                let answer = Array("SSH-2.0-OpenSSH_9.2 this is not HTTP\r\n".utf8)
                _ = write(connection, answer, answer.count)
                Glibc.close(connection)
            }
        }
    }

    func close() {
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        Glibc.close(socketDescriptor)
    }
}
