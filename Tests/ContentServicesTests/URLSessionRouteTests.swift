import Foundation
import Testing

@testable import ContentServices

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLSession route, which `https` takes, proven on loopback: a body past the limit and a
/// compressed answer are refused. Unlike the plain route, it bounds what the transfer library
/// reads only once the refusal lands (see `HTTPClient`).
@Suite struct URLSessionRouteTests {
    private func send(to listener: RawAnswerListener) async throws -> Result<HTTPResponse, ContentServiceError> {
        let client = HTTPClient(bodyLimit: 64 * 1024, timeout: .seconds(10), plainRoute: .urlSession)
        let url = try #require(URL(string: "http://127.0.0.1:\(listener.port)/v1/feed"))
        var request = URLRequest(url: url)
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let result = await client.send(request)
        #expect(client.activeTransfers == 0)
        return result
    }

    @Test func aCompressedAnswerIsRefusedOnceItsHeadArrives() async throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 22\r\nConnection: close\r\n\r\n"
        // A whole, tiny gzip stream of "{}": what an honest server that compresses anyway sends.
        let gzip: [UInt8] = [
            0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xAB, 0xAE, 0x05, 0x00, 0x43, 0xBF, 0xA6, 0xA3,
            0x02, 0x00, 0x00, 0x00,
        ]
        let listener = try RawAnswerListener(opening: Array(head.utf8) + gzip)
        defer { listener.close() }
        guard case .failure(.malformed(let reason)) = try await send(to: listener) else {
            Issue.record("a compressed answer was not refused")
            return
        }
        #expect(reason.contains("encoded as gzip"))
    }

    /// Sixteen mebibytes, 256 times the limit: refused at the limit. Not an endless answer, as on
    /// the plain route: the transfer library reads on until the cancellation lands, and where the
    /// delegate runs slowly (under ThreadSanitizer) an endless one was read for twelve minutes and
    /// two gibibytes while the refusal waited, starving every other test of the machine.
    @Test func anAnswerFarPastTheLimitIsRefusedAtTheLimit() async throws {
        let listener = try RawAnswerListener(
            opening: Array("HTTP/1.1 200 OK\r\n\r\n".utf8), body: [UInt8](repeating: 32, count: 65_536), repeats: 256)
        defer { listener.close() }
        guard case .failure(let error) = try await send(to: listener) else {
            Issue.record("an answer past the limit was read whole")
            return
        }
        #expect(error == .bodyTooLarge(limit: 64 * 1024))
    }
}
