import Foundation
import HTTPServerKit
import Synchronization
import Testing

/// Another program on the machine opens many connections and keeps them open, re-opening each
/// one the server closes; a client that sends its request as soon as it connects is still
/// served every time.
@Suite(.serialized) struct ConnectionFloodTests {
    /// The answer a client with the token gets, and the gate that asks for it.
    private static let token = "t0k3n"

    private func server(_ limits: HTTPLimits, gated: Bool = false) throws -> HTTPServer {
        let server = try HTTPServer(port: 0, limits: limits)
        let handler: @Sendable (HTTPRequest) -> HTTPResponse = { .plainText(.ok, "served \($0.path)") }
        if gated {
            server.start(
                gate: { $0.cookie("token") == Self.token ? nil : .plainText(.forbidden, "no token") }, handler: handler)
        } else {
            server.start(handler: handler)
        }
        return server
    }

    /// Sends `rounds` requests, each on a connection of its own as a browser opening a page
    /// does, and counts the 200 answers.
    private func servedCount(port: UInt16, rounds: Int) throws -> Int {
        var served = 0
        for round in 0..<rounds {
            let client = try LoopbackClient(port: port)
            defer { client.close() }
            client.send("GET /\(round) HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: token=\(Self.token)\r\n\r\n")
            if client.readResponse(timeout: .seconds(5)).hasPrefix("HTTP/1.1 200 ") { served += 1 }
        }
        return served
    }

    private func waitUntil(_ server: HTTPServer, serves count: Int) {
        let deadline = ContinuousClock.now + .seconds(5)
        while server.servedConnectionCount > count, ContinuousClock.now < deadline { usleep(5000) }
    }

    private func waitUntil(_ server: HTTPServer, holds count: Int) {
        let deadline = ContinuousClock.now + .seconds(5)
        while server.openConnectionCount < count, ContinuousClock.now < deadline { usleep(5000) }
    }

    @Test func idleConnectionsReopenedAsTheyCloseCannotKeepOutAClientThatSendsItsRequest() throws {
        let server = try server(HTTPLimits())
        defer { server.stop() }
        // Three times the slots, each re-opened as soon as the server closes it.
        let flood = try LoopbackFlood(port: server.port, count: 96, opening: "")
        defer { flood.stop() }
        waitUntil(server, holds: 96)
        let served = try servedCount(port: server.port, rounds: 12)
        #expect(served == 12, "\(served) of 12 requests served")
    }

    @Test func connectionsThatNeverFinishTheirFirstRequestCannotKeepOutAClientThatSendsItsRequest() throws {
        let server = try server(HTTPLimits())
        defer { server.stop() }
        let flood = try LoopbackFlood(port: server.port, count: 96, opening: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        defer { flood.stop() }
        waitUntil(server, holds: 96)
        let served = try servedCount(port: server.port, rounds: 12)
        #expect(served == 12, "\(served) of 12 requests served")
    }

    @Test func connectionsWhoseRequestsTheGateRefusesHoldNoSlotAndAreClosed() throws {
        let server = try server(HTTPLimits(connections: 4), gated: true)
        defer { server.stop() }
        // Whole requests without the token, kept alive: each is refused and closed, and sent again.
        let flood = try LoopbackFlood(
            port: server.port, count: 32, opening: "GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        defer { flood.stop() }
        let served = try servedCount(port: server.port, rounds: 12)
        #expect(served == 12, "\(served) of 12 requests served")
        // The client's connections end; the flood's, still coming, never held a slot.
        waitUntil(server, serves: 0)
        #expect(server.servedConnectionCount == 0)
        #expect(flood.openings.load(ordering: .relaxed) > 32)
    }

    @Test func moreIdleConnectionsThanMayWaitPushOutTheLongestWaitingNotAClientThatSendsItsRequest() throws {
        let server = try server(HTTPLimits(connections: 4, waitingConnections: 32), gated: true)
        defer { server.stop() }
        // Twice as many as may wait: every new one pushes out the one that has waited longest.
        let flood = try LoopbackFlood(port: server.port, count: 64, opening: "")
        defer { flood.stop() }
        waitUntil(server, holds: 32)
        let served = try servedCount(port: server.port, rounds: 12)
        #expect(served == 12, "\(served) of 12 requests served")
        #expect(flood.openings.load(ordering: .relaxed) > 64)
    }

    @Test func oneConnectionTooManyWaitingPushesOutTheOneThatHasWaitedLongest() throws {
        let server = try server(HTTPLimits(waitingConnections: 4))
        defer { server.stop() }
        var waiting: [LoopbackClient] = []
        defer { for client in waiting { client.close() } }
        for _ in 0..<4 {
            waiting.append(try LoopbackClient(port: server.port))
            // One at a time, so that the order they wait in is the order they were opened in.
            waitUntil(server, holds: waiting.count)
        }
        let newest = try LoopbackClient(port: server.port)
        defer { newest.close() }
        let (text, closed) = waiting[0].readUntilClosed(timeout: .seconds(3))
        #expect(closed)
        #expect(text.hasPrefix("HTTP/1.1 503 "))
        for client in waiting.dropFirst() + [newest] {
            #expect(!client.readUntilClosed(timeout: .milliseconds(100)).closed)
        }
        #expect(server.openConnectionCount == 4)
    }

    /// The close comes 0.3 s after the connection on a loaded machine; the test waits for it at
    /// most 5 s, over ten times that. The request timeout, a minute, would close the connection
    /// long after, were the first-request timeout not applied.
    @Test func aNewConnectionThatSendsNothingIsClosedAfterTheFirstRequestTimeout() throws {
        let server = try server(HTTPLimits(requestTimeout: .seconds(60), firstRequestTimeout: .milliseconds(300)))
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        let (text, closed) = client.readUntilClosed(timeout: .seconds(5))
        #expect(closed)
        #expect(text.isEmpty)
    }

    @Test func waitingConnectionsHoldNoServingSlot() throws {
        let server = try server(HTTPLimits(connections: 2))
        defer { server.stop() }
        let idle = try (0..<8).map { _ in try LoopbackClient(port: server.port) }
        defer { for client in idle { client.close() } }
        waitUntil(server, holds: 8)
        #expect(server.openConnectionCount == 8)
        #expect(server.servedConnectionCount == 0)
    }

    @Test func theGateDecidesEveryRequestOfAConnectionItLetIn() throws {
        let server = try server(HTTPLimits(), gated: true)
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("GET /1 HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: token=\(Self.token)\r\n\r\n")
        #expect(client.readResponse().hasPrefix("HTTP/1.1 200 "))
        client.send("GET /2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let (text, closed) = client.readUntilClosed(timeout: .seconds(3))
        #expect(text.hasPrefix("HTTP/1.1 403 "))
        #expect(text.contains("connection: close"))
        #expect(closed)
    }

    @Test func aRequestTheGateRefusesIsAnsweredByTheGateEvenWhenEverySlotIsTaken() throws {
        let held = HeldRequests()
        let server = try HTTPServer(port: 0, limits: HTTPLimits(connections: 1))
        server.start(
            gate: { $0.cookie("token") == Self.token ? nil : .plainText(.forbidden, "no token") }, handler: held.answer)
        defer {
            held.release()
            server.stop()
        }
        let holder = try LoopbackClient(port: server.port)
        defer { holder.close() }
        holder.send("GET /held HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: token=\(Self.token)\r\n\r\n")
        #expect(held.waitUntilHolding(1))
        let refused = try LoopbackClient(port: server.port)
        defer { refused.close() }
        refused.send("GET /x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(refused.readUntilClosed(timeout: .seconds(3)).text.hasPrefix("HTTP/1.1 403 "))
    }

    @Test func aRefusedHeadRequestIsAnsweredWithoutABody() throws {
        let server = try server(HTTPLimits(), gated: true)
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let (text, closed) = client.readUntilClosed(timeout: .seconds(3))
        #expect(text.hasPrefix("HTTP/1.1 403 "))
        #expect(text.hasSuffix("\r\n\r\n"), "\(text.debugDescription)")
        #expect(closed)
    }
}
