import Foundation
import HTTPServerKit
import Testing

/// `stopListening()` takes the server off the network as a machine that lost it (connects are
/// refused, open connections end) and `resumeListening()` brings it back on the same port;
/// `closingWithoutAnswer` closes a connection after reading its request, sending nothing.
@Suite struct ListeningSwitchTests {
    private func startedServer() throws -> HTTPServer {
        let server = try HTTPServer(port: 0)
        server.start { request in
            request.path == "/drop" ? .closingWithoutAnswer : .plainText(.ok, "served \(request.path)")
        }
        return server
    }

    private func get(_ path: String, port: UInt16) throws -> String {
        let client = try LoopbackClient(port: port)
        defer { client.close() }
        client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        return client.readResponse()
    }

    @Test func aServerThatStopsListeningRefusesConnectsUntilItResumesOnTheSamePort() throws {
        let server = try startedServer()
        defer { server.stop() }
        #expect(server.isListening)
        #expect(try get("/before", port: server.port).hasSuffix("served /before\n"))

        server.stopListening()
        #expect(!server.isListening)
        #expect(throws: (any Error).self) { try LoopbackClient(port: server.port) }
        if SocketAddress.machineHasIPv6Loopback {
            #expect(throws: (any Error).self) { try LoopbackClient(port: server.port, ipv6: true) }
        }

        try server.resumeListening()
        #expect(server.isListening)
        #expect(try get("/after", port: server.port).hasSuffix("served /after\n"))
    }

    @Test func stoppingAndResumingManyTimesKeepsThePortAndServes() throws {
        let server = try startedServer()
        defer { server.stop() }
        for round in 0..<5 {
            server.stopListening()
            server.stopListening()
            #expect(throws: (any Error).self) { try LoopbackClient(port: server.port) }
            try server.resumeListening()
            try server.resumeListening()
            #expect(try get("/\(round)", port: server.port).hasSuffix("served /\(round)\n"))
        }
    }

    @Test func stoppingListeningEndsTheConnectionsAlreadyOpen() throws {
        let server = try startedServer()
        defer { server.stop() }
        let kept = try LoopbackClient(port: server.port)
        defer { kept.close() }
        kept.send("GET /kept HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(kept.readResponse().hasSuffix("served /kept\n"))
        let waiting = try LoopbackClient(port: server.port)
        defer { waiting.close() }

        server.stopListening()
        #expect(kept.readUntilClosed(timeout: .seconds(10)) == ("", true))
        #expect(waiting.readUntilClosed(timeout: .seconds(10)) == ("", true))
    }

    @Test func aServerNeverStartedSwitchesItsListenersItself() throws {
        let server = try HTTPServer(port: 0)
        defer { server.stop() }
        server.stopListening()
        #expect(throws: (any Error).self) { try LoopbackClient(port: server.port) }
        try server.resumeListening()
        server.start { _ in .plainText(.ok, "late") }
        #expect(try get("/", port: server.port).hasSuffix("late\n"))
    }

    @Test func aStoppedServerCannotListenAgain() throws {
        let server = try startedServer()
        server.stop()
        #expect(!server.isListening)
        #expect(throws: HTTPServerError.self) { try server.resumeListening() }
        server.stopListening()
    }

    @Test func aResponseClosingWithoutAnswerSendsNothingAndClosesTheConnection() throws {
        let server = try startedServer()
        defer { server.stop() }
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("GET /drop HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(client.readUntilClosed(timeout: .seconds(10)) == ("", true))
        // The connection's slot is given back: the next client is served.
        #expect(try get("/next", port: server.port).hasSuffix("served /next\n"))
    }

    @Test func aGateClosingWithoutAnswerSendsNothingEither() throws {
        let server = try HTTPServer(port: 0)
        defer { server.stop() }
        server.start(gate: { _ in .closingWithoutAnswer }, handler: { _ in .plainText(.ok, "never") })
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(client.readUntilClosed(timeout: .seconds(10)) == ("", true))
    }
}
