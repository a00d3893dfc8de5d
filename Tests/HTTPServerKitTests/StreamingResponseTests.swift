import Foundation
import HTTPServerKit
import Synchronization
import Testing

/// Streaming responses (server-sent events): each stays open for as long as its stream does,
/// with no time limit while idle; at most `limits.streams` are open at once; a client that
/// does not read is dropped once its buffer is full or it takes nothing for the request time;
/// a client that hangs up ends its stream, and stopping the server ends them all.
@Suite struct StreamingResponseTests {
    /// A server whose `/events` answers with a new stream of `bufferLimit`, kept for the test
    /// to write to, and whose other paths answer at once.
    private final class StreamingServer: Sendable {
        let server: HTTPServer
        private let opened = OpenedStreams()

        /// The streams handed out, in order.
        private final class OpenedStreams: Sendable {
            let list = Mutex<[HTTPStream]>([])
        }

        init(_ limits: HTTPLimits = HTTPLimits(), bufferLimit: Int = HTTPStream.defaultBufferLimit) throws {
            server = try HTTPServer(port: 0, limits: limits)
            server.start { [opened] request in
                guard request.path == "/events" else { return .plainText(.ok, "served \(request.path)") }
                let stream = HTTPStream(bufferLimit: bufferLimit)
                opened.list.withLock { $0.append(stream) }
                return .eventStream(stream)
            }
        }

        /// The streams handed out so far, oldest first.
        var streams: [HTTPStream] { opened.list.withLock { $0 } }

        /// A client that has asked for `/events` and read the response's head.
        func openStream() throws -> (client: LoopbackClient, head: String) {
            let client = try LoopbackClient(port: server.port)
            client.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            return (client, client.readHead())
        }

        /// Waits until `condition` holds, at most a generous 10 seconds; whether it held.
        func eventually(_ condition: () -> Bool) -> Bool {
            let deadline = ContinuousClock.now + .seconds(10)
            while !condition() {
                guard ContinuousClock.now < deadline else { return false }
                usleep(5000)
            }
            return true
        }
    }

    @Test func anIdleStreamOutlivesTheRequestTimeoutAndCarriesEachEventAsItIsWritten() throws {
        let served = try StreamingServer(HTTPLimits(requestTimeout: .milliseconds(200)))
        defer { served.server.stop() }
        let (client, head) = try served.openStream()
        defer { client.close() }
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head.contains("content-type: text/event-stream\r\n"))
        #expect(head.contains("connection: close\r\n"))
        #expect(!head.contains("content-length"))
        let stream = try #require(served.streams.first)
        // Idle for five request timeouts: a stream has no time limit while it has nothing to send.
        usleep(1_000_000)
        #expect(stream.isOpen)
        for version in 1...3 {
            #expect(stream.write(ServerSentEvent(data: "{\"version\":\(version)}").bytes))
            #expect(client.readEvents(1) == ["{\"version\":\(version)}"])
        }
    }

    @Test func theStreamPastTheCapIsAnswered503AndDropped() throws {
        let served = try StreamingServer(HTTPLimits(streams: 2))
        defer { served.server.stop() }
        let open = try (0..<2).map { _ in try served.openStream() }
        defer { for (client, _) in open { client.close() } }
        #expect(open.allSatisfy { $0.head.hasPrefix("HTTP/1.1 200 ") })
        #expect(served.server.openStreamCount == 2)
        let (extra, refusal) = try served.openStream()
        defer { extra.close() }
        #expect(refusal.hasPrefix("HTTP/1.1 503 "))
        #expect(extra.readUntilClosed(timeout: .seconds(5)).closed)
        #expect(served.streams.count == 3)
        #expect(!served.streams[2].isOpen)
        #expect(!served.streams[2].write(Array("data: lost\n\n".utf8)))
        // A page that goes away makes room for another.
        open[0].client.close()
        #expect(served.eventually { served.server.openStreamCount == 1 })
        let (again, head) = try served.openStream()
        defer { again.close() }
        #expect(head.hasPrefix("HTTP/1.1 200 "))
    }

    @Test func stoppingTheServerEndsEveryStreamAndItsConnection() throws {
        let served = try StreamingServer()
        let open = try (0..<3).map { _ in try served.openStream() }
        defer { for (client, _) in open { client.close() } }
        #expect(served.eventually { served.server.openStreamCount == 3 })
        served.server.stop()
        for (client, _) in open { #expect(client.readUntilClosed(timeout: .seconds(10)).closed) }
        #expect(served.streams.allSatisfy { !$0.isOpen })
        // Every connection's thread has ended: none holds a slot past the stop.
        #expect(served.eventually { served.server.servedConnectionCount == 0 && served.server.openStreamCount == 0 })
    }

    @Test func aClientThatNeverReadsIsDroppedOnceItsBufferIsFullAndOthersAreStillServed() throws {
        let served = try StreamingServer(bufferLimit: 64 * 1024)
        defer { served.server.stop() }
        let (client, _) = try served.openStream()
        defer { client.close() }
        let stream = try #require(served.streams.first)
        let event = ServerSentEvent(data: String(repeating: "x", count: 16 * 1024)).bytes
        // 4096 writes of 16 KiB are 64 MiB, more than the sockets' buffers take: past them the
        // stream's 64 KiB fill, and the write that would pass them drops it. No write waits.
        var writes = 0
        while stream.write(event), writes < 4096 { writes += 1 }
        #expect(writes < 4096, "the stream took every write of a client that does not read")
        #expect(!stream.isOpen)
        #expect(served.eventually { served.server.openStreamCount == 0 && served.server.servedConnectionCount == 0 })
        let other = try LoopbackClient(port: served.server.port)
        defer { other.close() }
        other.send("GET /other HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(other.readResponse().hasSuffix("served /other\n"))
    }

    @Test func aClientThatStopsReadingIsDroppedAfterTheRequestTimeout() throws {
        // A buffer larger than the sockets' takes the whole write; the client then takes nothing.
        let served = try StreamingServer(HTTPLimits(requestTimeout: .milliseconds(300)), bufferLimit: 64 << 20)
        defer { served.server.stop() }
        let (client, _) = try served.openStream()
        defer { client.close() }
        let stream = try #require(served.streams.first)
        #expect(stream.write([UInt8](repeating: 0x78, count: 32 << 20)))
        #expect(served.eventually { !stream.isOpen && served.server.openStreamCount == 0 })
    }

    @Test func aClientThatHangsUpEndsItsStream() throws {
        let served = try StreamingServer()
        defer { served.server.stop() }
        let (client, _) = try served.openStream()
        let stream = try #require(served.streams.first)
        client.close()
        #expect(served.eventually { !stream.isOpen && served.server.openStreamCount == 0 })
    }

    @Test func theAnswerToHeadForAStreamIsItsHeadAlone() throws {
        let served = try StreamingServer()
        defer { served.server.stop() }
        let client = try LoopbackClient(port: served.server.port)
        defer { client.close() }
        client.send("HEAD /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let (text, closed) = client.readUntilClosed(timeout: .seconds(5))
        #expect(closed)
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n") && text.hasSuffix("\r\n\r\n"))
        #expect(served.streams.allSatisfy { !$0.isOpen })
        #expect(served.server.openStreamCount == 0)
    }

    @Test(arguments: [
        ("one line", "data: one line\n\n"), ("two\nlines", "data: two\ndata: lines\n\n"),
        ("cr\rand crlf\r\nend", "data: cr\ndata: and crlf\ndata: end\n\n"), ("", "data: \n\n"),
        ("trailing\n", "data: trailing\ndata: \n\n"),
    ])
    func anEventsDataIsOneDataLinePerLineSoNoTextEndsItEarly(_ data: String, _ wire: String) {
        #expect(ServerSentEvent(data: data).bytes == Array(wire.utf8))
    }
}
