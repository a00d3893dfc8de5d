import ContentServer
import Foundation
import Testing

@testable import ContentServices

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A caller cancelled before its transfer is listed is seen when it is listed: no request leaves,
/// the caller hears `.cancelled` once, and nothing is left behind. On both routes: a connection
/// of its own (plain `http`) and URLSession (`https`, proven here on loopback).
@Suite struct HTTPClientCancellationTests {
    @Test(arguments: [HTTPClient.PlainRoute.ownConnection, .urlSession])
    func aCallerCancelledBeforeTheTransferIsListedSendsNothing(route: HTTPClient.PlainRoute) async throws {
        let server = try ContentServer()
        server.start()
        defer { server.stop() }
        let client = HTTPClient(bodyLimit: 1 << 20, timeout: .seconds(10), plainRoute: route)
        let url = try #require(URL(string: server.baseURL.absoluteString + "/v1/feed?page=1&pageSize=5"))
        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await client.send(URLRequest(url: url))
        }
        guard case .failure(let error) = await call.value else {
            Issue.record("a cancelled caller got a response")
            return
        }
        #expect(error == .cancelled)
        #expect(server.contentRequestCount == 0)
        #expect(client.activeTransfers == 0)
        #expect(client.heldDeadlines == 0)
    }

    @Test(arguments: [HTTPClient.PlainRoute.ownConnection, .urlSession])
    func aCallerThatIsNotCancelledGetsItsAnswer(route: HTTPClient.PlainRoute) async throws {
        let server = try ContentServer()
        server.start()
        defer { server.stop() }
        let client = HTTPClient(bodyLimit: 1 << 20, timeout: .seconds(10), plainRoute: route)
        let url = try #require(URL(string: server.baseURL.absoluteString + "/v1/feed?page=1&pageSize=5"))
        guard case .success(let response) = await client.send(URLRequest(url: url)) else {
            Issue.record("no answer")
            return
        }
        #expect(response.status == 200)
        #expect(server.contentRequestCount == 1)
    }

    /// Cancelled while it waits for a slow answer: the caller hears `.cancelled`, not the answer
    /// that comes 8 s later nor the deadline after 20 s. (No time is asserted: on a loaded
    /// machine the wake-up after a cancellation can take seconds; the answer proves the order.)
    @Test(arguments: [HTTPClient.PlainRoute.ownConnection, .urlSession])
    func aCallerCancelledWhileWaitingHearsSoAtOnce(route: HTTPClient.PlainRoute) async throws {
        let server = try ContentServer()
        server.start()
        server.switchScenario(to: .slow(milliseconds: 8000))
        defer { server.stop() }
        let client = HTTPClient(bodyLimit: 1 << 20, timeout: .seconds(20), plainRoute: route)
        let url = try #require(URL(string: server.baseURL.absoluteString + "/v1/feed?page=1&pageSize=5"))
        let call = Task { await client.send(URLRequest(url: url)) }
        try await Task.sleep(for: .milliseconds(200))
        call.cancel()
        guard case .failure(let error) = await call.value else {
            Issue.record("a cancelled caller got a response")
            return
        }
        #expect(error == .cancelled)
        #expect(client.activeTransfers == 0)
    }
}
