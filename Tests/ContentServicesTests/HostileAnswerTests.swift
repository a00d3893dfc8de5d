import Foundation
import Testing

@testable import ContentServices

/// What an answer may cost, whatever its encoding or framing: a compressed one is refused at its
/// head, and an endless one is read no further than the body limit.
@Suite struct HostileAnswerTests {
    private func service(port: UInt16, bodyLimit: Int = 64 * 1024) throws -> ContentService {
        let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
        return ContentService(
            configuration: ContentServiceConfiguration(
                baseURL: base, initialBackoff: .milliseconds(1), bodyLimit: bodyLimit))
    }

    /// A megabyte of gzip that would inflate to a gigabyte of spaces: refused at its head.
    @Test func aCompressedAnswerIsRefusedWithoutInflatingIt() async throws {
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 1048576\r\n\r\n"
        // Gzip's magic bytes and then what a bomb's body is mostly made of.
        let listener = try RawAnswerListener(
            opening: Array(head.utf8) + [0x1F, 0x8B, 8, 0], body: [UInt8](repeating: 0, count: 65_536), repeats: 16)
        defer { listener.close() }
        let service = try service(port: listener.port)
        let failure = await #expect(throws: ContentServiceError.self) {
            try await service.feedResponse(page: 1, pageSize: 5)
        }
        guard case let .malformed(reason) = failure else {
            Issue.record("a compressed answer ended as \(String(describing: failure))")
            return
        }
        #expect(reason.contains("encoded as gzip"))
    }

    /// An endless body: the client stops reading at the limit, so the server cannot send more
    /// than the limit and what the two sockets' buffers hold (a few megabytes on loopback). A
    /// transfer that read on until a cancellation landed let it send a hundred megabytes and more.
    @Test func anEndlessAnswerIsReadNoFurtherThanTheLimit() async throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n"
        let listener = try RawAnswerListener(
            opening: Array(head.utf8), body: [UInt8](repeating: 32, count: 65_536), repeats: nil)
        defer { listener.close() }
        let service = try service(port: listener.port)
        let failure = await #expect(throws: ContentServiceError.self) {
            try await service.feedResponse(page: 1, pageSize: 5)
        }
        #expect(failure == .bodyTooLarge(limit: 64 * 1024))
        // The server writes on until it notices the client went; give it a moment.
        try await Task.sleep(for: .milliseconds(200))
        #expect(listener.bodyBytesSent < 16 << 20, "the server sent \(listener.bodyBytesSent) bytes")
        #expect(service.activeTransfers == 0)
    }
}
