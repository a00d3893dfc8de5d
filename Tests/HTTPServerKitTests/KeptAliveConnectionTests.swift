import Foundation
import HTTPServerKit
import Synchronization
import Testing

/// A serving slot belongs to a request, not to the connection it came on: between two requests
/// a kept-alive connection waits without a slot, so clients that keep their connections open
/// cannot keep out one that opens a new connection.
@Suite(.serialized) struct KeptAliveConnectionTests {
    private func server(_ limits: HTTPLimits) throws -> HTTPServer {
        let server = try HTTPServer(port: 0, limits: limits)
        server.start { .plainText(.ok, "served \($0.path)") }
        return server
    }

    private func request(_ path: String) -> String {
        "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
    }

    private func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            usleep(5000)
        }
        return true
    }

    @Test func keptAliveConnectionsWaitingForTheirNextRequestHoldNoSlot() throws {
        let server = try server(HTTPLimits(connections: 4))
        defer { server.stop() }
        // Twice as many connections as slots, each kept alive after its answer.
        let clients = try (0..<8).map { _ in try LoopbackClient(port: server.port) }
        defer { for client in clients { client.close() } }
        for (index, client) in clients.enumerated() {
            client.send(request("/first/\(index)"))
            let answer = client.readResponse()
            #expect(answer.hasPrefix("HTTP/1.1 200 "), "connection \(index): \(answer.prefix(80).debugDescription)")
            #expect(answer.contains("connection: keep-alive"))
        }
        #expect(eventually { server.servedConnectionCount == 0 }, "\(server.servedConnectionCount) slots held")
        #expect(server.openConnectionCount == 8)
        // Each is still open and served again on the same connection.
        for (index, client) in clients.enumerated() {
            client.send(request("/second/\(index)"))
            #expect(client.readResponse().contains("served /second/\(index)"))
        }
    }

    /// The case at a smaller scale: as many kept-alive connections as there are slots,
    /// each sending a request every 50 ms, and a client opening a connection per request.
    @Test func aClientIsServedWhileEverySlotsWorthOfKeptAliveConnectionsKeepsRequesting() throws {
        let server = try server(HTTPLimits(connections: 4))
        defer { server.stop() }
        let holders = try (0..<4).map { _ in try LoopbackClient(port: server.port) }
        defer { for client in holders { client.close() } }
        let running = Atomic<Bool>(true)
        let ended = DispatchSemaphore(value: 0)
        Thread {
            while running.load(ordering: .relaxed) {
                for client in holders {
                    client.send("GET /holder HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    _ = client.readResponse(timeout: .seconds(1))
                }
                usleep(50_000)
            }
            ended.signal()
        }.start()
        defer {
            running.store(false, ordering: .relaxed)
            ended.wait()
        }
        usleep(200_000)
        var served = 0
        for round in 0..<20 {
            let client = try LoopbackClient(port: server.port)
            defer { client.close() }
            client.send("GET /new/\(round) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
            if client.readResponse().hasPrefix("HTTP/1.1 200 ") { served += 1 }
        }
        #expect(served == 20, "\(served) of 20 requests served")
    }

    @Test func anIdleKeptAliveConnectionIsClosedWithoutAnAnswerOnceTheRequestTimeoutPasses() throws {
        let server = try server(HTTPLimits(requestTimeout: .milliseconds(300)))
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send(request("/once"))
        #expect(client.readResponse().contains("connection: keep-alive"))
        let (text, closed) = client.readUntilClosed(timeout: .seconds(5))
        #expect(closed)
        #expect(text.isEmpty, "an idle connection got \(text.debugDescription)")
    }

    /// Two requests in one packet: the second is read with the first, so nothing on the socket
    /// wakes the connection when it waits again; it is answered at once all the same.
    @Test func aRequestSentRightBehindTheLastOneIsAnsweredWithoutWaitingForMoreBytes() throws {
        let server = try server(HTTPLimits(requestTimeout: .seconds(30)))
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send(request("/a") + request("/b"))
        let (text, _) = client.readUntilClosed(timeout: .seconds(2))
        #expect(text.contains("served /a"))
        #expect(text.contains("served /b"), "the second request was not answered within 2 s: \(text.debugDescription)")
    }

    @Test func theRequestLimitCountsEveryRequestOfAConnectionAcrossItsWaits() throws {
        let server = try server(HTTPLimits(requestsPerConnection: 3))
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        for index in 1...2 {
            client.send(request("/\(index)"))
            #expect(client.readResponse().contains("connection: keep-alive"))
            // Long enough for the connection to be waiting again, without its slot.
            #expect(eventually { server.servedConnectionCount == 0 })
        }
        client.send(request("/3"))
        let (text, closed) = client.readUntilClosed(timeout: .seconds(3))
        #expect(text.contains("served /3"))
        #expect(text.contains("connection: close"))
        #expect(closed)
    }
}
