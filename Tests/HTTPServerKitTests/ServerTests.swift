import Foundation
import HTTPServerKit
import Synchronization
import Testing

@Suite struct ServerTests {
    private func server(_ limits: HTTPLimits = HTTPLimits()) throws -> HTTPServer {
        let server = try HTTPServer(port: 0, limits: limits)
        server.start { request in
            HTTPResponse.plainText(.ok, "\(request.method) \(request.path) \(request.bodyText)")
        }
        return server
    }

    @Test func portZeroListensOnAFreePortAndAnswersARequest() throws {
        let server = try server()
        defer { server.stop() }
        #expect(server.port != 0)
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\nhi")
        let response = client.readResponse()
        #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(response.hasSuffix("POST /echo hi\n"))
    }

    @Test func aKeptAliveConnectionServesSeveralRequests() throws {
        let server = try server()
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        for index in 0..<3 {
            client.send("GET /\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(client.readResponse().hasSuffix("GET /\(index) \n"))
        }
    }

    @Test func theAnswerToHeadHasTheFieldsOfGetAndNoBody() throws {
        let server = try server()
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("HEAD /page HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        let (text, closed) = client.readUntilClosed(timeout: .seconds(5))
        #expect(closed)
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(text.contains("content-length: \("HEAD /page \n".utf8.count)\r\n"))
        #expect(text.hasSuffix("\r\n\r\n"), "the body followed the fields: \(text.debugDescription)")
    }

    @Test func aKeptAliveConnectionIsClosedAfterItsRequestLimit() throws {
        let server = try server(HTTPLimits(requestsPerConnection: 2))
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("GET /1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(client.readResponse().contains("connection: keep-alive"))
        client.send("GET /2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let (text, closed) = client.readUntilClosed(timeout: .seconds(3))
        #expect(text.contains("connection: close"))
        #expect(!text.contains("GET /3"))
        #expect(closed)
    }

    @Test func aTakenPortIsRefusedWithAMessageThatSaysWhatToDo() throws {
        let first = try server()
        defer { first.stop() }
        #expect {
            _ = try HTTPServer(port: first.port)
        } throws: { error in
            (error as? HTTPServerError)?.message.contains("--port 0") == true
        }
    }

    // The two tests of the request timeout (300 ms) see the close 0.3 s after the request
    // began on a loaded machine, and wait for it at most 5 s: over ten times that. The
    // first-request timeout, a minute, would close the connection long after.

    @Test func aClientThatNeverFinishesItsRequestIsClosedWith408AfterTheTimeout() throws {
        let server = try server(HTTPLimits(requestTimeout: .milliseconds(300), firstRequestTimeout: .seconds(60)))
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        let (text, closed) = client.readUntilClosed(timeout: .seconds(5))
        #expect(closed)
        #expect(text.hasPrefix("HTTP/1.1 408 "))
    }

    @Test func aClientThatTricklesBytesIsStillClosedAtTheDeadline() throws {
        let server = try server(HTTPLimits(requestTimeout: .milliseconds(300), firstRequestTimeout: .seconds(60)))
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        let started = ContinuousClock.now
        var closed = false
        // One byte every 50 ms never ends the header section; the deadline is for the whole
        // request, so a timeout that each byte started again would never close it.
        while !closed, ContinuousClock.now - started < .seconds(5) {
            client.send("x")
            closed = client.readUntilClosed(timeout: .milliseconds(50)).closed
        }
        #expect(closed)
    }

    @Test func anOversizedHeaderIsAnswered431AndClosed() throws {
        let server = try server(HTTPLimits(headerBytes: 1024))
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "v", count: 4096))
        let (text, closed) = client.readUntilClosed(timeout: .seconds(3))
        #expect(text.hasPrefix("HTTP/1.1 431 "))
        #expect(closed)
    }

    @Test func anOversizedBodyIsAnswered413WithoutReadingIt() throws {
        let server = try server(HTTPLimits(bodyBytes: 10))
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 11\r\n\r\n")
        let (text, closed) = client.readUntilClosed(timeout: .seconds(3))
        #expect(text.hasPrefix("HTTP/1.1 413 "))
        #expect(closed)
    }

    /// A server with two serving slots, each held by a request in service until `held.release()`;
    /// `answer` answers every other request.
    private struct EverySlotHeld {
        let held = HeldRequests()
        let server: HTTPServer
        let holders: [LoopbackClient]

        init(answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse = { .plainText(.ok, "served \($0.path)") })
            throws
        {
            server = try HTTPServer(port: 0, limits: HTTPLimits(connections: 2))
            server.start { [held] request in request.path == "/held" ? held.answer(request) : answer(request) }
            let port = server.port
            holders = try (0..<2).map { _ in try LoopbackClient(port: port) }
            for client in holders { client.send("GET /held HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") }
        }

        func stop() {
            held.release()
            for client in holders { client.close() }
            server.stop()
        }
    }

    @Test func aRequestLetInPastTheCapIsAnswered503() throws {
        let slots = try EverySlotHeld()
        defer { slots.stop() }
        #expect(slots.held.waitUntilHolding(2))
        let extra = try LoopbackClient(port: slots.server.port)
        defer { extra.close() }
        extra.send("GET /extra HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let (text, closed) = extra.readUntilClosed(timeout: .seconds(3))
        #expect(text.hasPrefix("HTTP/1.1 503 "))
        #expect(closed)
        slots.held.release()
        for client in slots.holders { #expect(client.readResponse().contains("served /held")) }
    }

    @Test func aRequestThatFindsEverySlotTakenWaitsForOneToFree() throws {
        let slots = try EverySlotHeld()
        defer { slots.stop() }
        #expect(slots.held.waitUntilHolding(2))
        let extra = try LoopbackClient(port: slots.server.port)
        defer { extra.close() }
        extra.send("GET /extra HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        // Well within the wait for a slot, the requests in service are answered.
        usleep(20_000)
        slots.held.release()
        #expect(extra.readResponse().contains("served /extra"))
    }

    @Test func aBodyThatArrivesWhileItsRequestWaitsForASlotReachesTheHandlerOnce() throws {
        let answered = Atomic<Int>(0)
        let slots = try EverySlotHeld { request in
            answered.add(1, ordering: .relaxed)
            return .plainText(.ok, "body \(request.bodyText)")
        }
        defer { slots.stop() }
        #expect(slots.held.waitUntilHolding(2))
        let extra = try LoopbackClient(port: slots.server.port)
        defer { extra.close() }
        let body = String(repeating: "b", count: 60)
        extra.send("POST /extra HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(body.utf8.count)\r\n\r\n")
        usleep(30_000)
        // The body comes a byte a millisecond while the slots free: none of it may be lost to the
        // waiting room, and the request is answered once.
        for (index, byte) in body.enumerated() {
            if index == 20 { slots.held.release() }
            extra.send(String(byte))
            usleep(1000)
        }
        #expect(extra.readResponse().contains("body \(body)"))
        usleep(50_000)
        #expect(answered.load(ordering: .relaxed) == 1)
    }

    @Test func aRequestWaitingForASlotIsNotReadFurther() throws {
        let held = HeldRequests()
        let server = try HTTPServer(port: 0, limits: HTTPLimits(bodyBytes: 1 << 30, connections: 1))
        server.start(handler: held.answer)
        defer {
            held.release()
            server.stop()
        }
        let holder = try LoopbackClient(port: server.port)
        defer { holder.close() }
        holder.send("GET /held HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(held.waitUntilHolding(1))
        let extra = try LoopbackClient(port: server.port)
        defer { extra.close() }
        extra.send("POST /extra HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(1 << 30)\r\n\r\n")
        // For as long as the request may wait for a slot, the client pushes its body as fast as the
        // socket takes it: only the socket buffers' worth gets through, not what loopback could carry.
        _ = fcntl(extra.socket, F_SETFL, fcntl(extra.socket, F_GETFL) | O_NONBLOCK)
        let chunk = [UInt8](repeating: 0x61, count: 65536)
        var sent = 0
        let until = ContinuousClock.now + .milliseconds(200)
        while ContinuousClock.now < until {
            let count = chunk.withUnsafeBytes {
                Glibc.send(extra.socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count > 0 { sent += count } else { usleep(1000) }
        }
        #expect(sent < 32 << 20, "\(sent) bytes of the body got through while the request waited for a slot")
    }

    @Test func stoppingClosesOpenConnectionsAndFreesThePort() throws {
        let server = try server()
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        let deadline = ContinuousClock.now + .seconds(3)
        while server.openConnectionCount < 1, ContinuousClock.now < deadline { usleep(5000) }
        server.stop()
        #expect(client.readUntilClosed(timeout: .seconds(2)).closed)
        let again = try HTTPServer(port: server.port)
        again.stop()
    }
}
