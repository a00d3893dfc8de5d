import Dispatch
import Foundation
import Glibc
import HTTPServerKit
import Synchronization

@testable import Studio

/// A studio served as `App studio` serves it (`StudioCommand.serve`): a real server on the
/// loopback addresses, the access gate, the main-thread queue and the API. The test's client
/// runs on a thread of its own, as a browser would, while the main actor answers.
struct LiveStudio {
    let harness: StudioHarness
    let server: HTTPServer
    let access: StudioAccess
    let queue = StudioRequestQueue()

    init(limits: HTTPLimits = HTTPLimits()) throws {
        harness = try StudioHarness()
        server = try HTTPServer(port: 0, limits: limits)
        access = StudioAccess(token: StudioAccess.randomToken(), port: server.port)
    }

    /// Serves the studio while `client` runs on a thread of its own; stops serving when
    /// `client` returns (or calls `stopServing`), then waits for it to end and rethrows what
    /// it threw.
    func serve(_ client: @escaping @Sendable (LiveStudioClient) throws -> Void) throws {
        let failure = Mutex<(any Error)?>(nil)
        let ended = DispatchSemaphore(value: 0)
        let peer = LiveStudioClient(port: server.port, authorization: access.authorization, queue: queue)
        Thread { [queue] in
            defer {
                queue.stop()
                ended.signal()
            }
            do { try client(peer) } catch { failure.withLock { $0 = error } }
        }.start()
        StudioCommand.serve(
            harness.studio, on: server, access: access, queue: queue, graph: nil, log: { _, _ in }, listening: {})
        ended.wait()
        if let error = failure.withLock({ $0 }) { throw error }
    }
}

/// What a test's client knows of a live studio: its port and the `Authorization` field its
/// page sends.
nonisolated struct LiveStudioClient: Sendable {
    let port: UInt16
    let authorization: String
    let queue: StudioRequestQueue

    /// Stops the studio, as Ctrl-C does: serving ends and the server stops.
    func stopServing() {
        queue.stop()
    }

    /// Sends a request on a new connection, with the studio's `Host` and the token unless
    /// told otherwise, and returns the connection.
    func send(
        _ method: String, _ path: String, body: String = "", ipv6: Bool = false, host: String? = nil,
        signedIn: Bool = true
    ) throws -> LoopbackSocket {
        let socket = try LoopbackSocket(port: port, ipv6: ipv6)
        let token = signedIn ? "Authorization: \(authorization)\r\n" : ""
        socket.send(
            "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\(token)"
                + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
                + body)
        return socket
    }

    /// The whole response to one request.
    func exchange(
        _ method: String, _ path: String, body: String = "", ipv6: Bool = false, host: String? = nil,
        signedIn: Bool = true
    ) throws -> String {
        let socket = try send(method, path, body: body, ipv6: ipv6, host: host, signedIn: signedIn)
        defer { socket.close() }
        return socket.readResponse(timeout: .seconds(30))
    }

    /// A connection to `/api/events` whose head has been read.
    func openEvents() throws -> (stream: EventStreamReader, head: String) {
        let reader = EventStreamReader(try send("GET", "/api/events"))
        return (reader, reader.readHead())
    }
}

/// Reads a streaming response from one connection: its head, then its server-sent events
/// one by one, keeping what came beyond the part asked for.
nonisolated final class EventStreamReader {
    let socket: LoopbackSocket
    private var buffer: [UInt8] = []
    /// Whether the server closed the connection.
    private(set) var closed = false

    init(_ socket: LoopbackSocket) {
        self.socket = socket
    }

    /// The head, through its blank line; empty when it did not come within `timeout`.
    func readHead(timeout: Duration = .seconds(30)) -> String {
        take(through: Array("\r\n\r\n".utf8), timeout: timeout) ?? ""
    }

    /// The next event's data, or `nil` when none came within `timeout` or the server closed.
    func nextEvent(timeout: Duration = .seconds(30)) -> String? {
        guard let event = take(through: Array("\n\n".utf8), timeout: timeout) else { return nil }
        return event.split(separator: "\n").filter { $0.hasPrefix("data: ") }.map { $0.dropFirst("data: ".count) }
            .joined(separator: "\n")
    }

    /// Waits, at most `timeout`, until the server closes the connection; whether it did.
    func waitUntilClosed(timeout: Duration = .seconds(30)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !closed, ContinuousClock.now < deadline { receive() }
        return closed
    }

    func close() {
        socket.close()
    }

    private func take(through end: [UInt8], timeout: Duration) -> String? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let range = buffer.firstRange(of: end) {
                let taken = String(decoding: buffer[..<range.upperBound], as: UTF8.self)
                buffer.removeFirst(range.upperBound)
                return taken
            }
            guard !closed, ContinuousClock.now < deadline else { return nil }
            receive()
        }
    }

    /// Waits at most 50 ms for bytes and keeps what came.
    private func receive() {
        var poller = pollfd(fd: socket.socket, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 50) > 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { recv(socket.socket, $0.baseAddress, $0.count, 0) }
        if count <= 0 { closed = true } else { buffer += chunk[0..<count] }
    }
}
