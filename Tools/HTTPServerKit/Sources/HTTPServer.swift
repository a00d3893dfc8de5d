import Foundation
import Glibc
import Synchronization

/// A small HTTP/1.1 server on the loopback address (127.0.0.1) only. One background thread
/// accepts connections and keeps them waiting until the head of their first request has come
/// (see `HTTPLimits`); each connection the gate lets in is then served on a thread of its own,
/// at most `limits.connections` at once, so a slow client never holds up another, nor the
/// caller, and connections the gate would refuse never hold a serving slot.
///
/// The handler given to `start(gate:handler:)` is called on a connection's thread, one request
/// at a time per connection, for requests the gate lets through; requests the parser refuses
/// never reach either and are answered with their status.
public final class HTTPServer: Sendable {
    /// The port the server listens on (the one the system chose when asked for port 0).
    public let port: UInt16
    /// The bounds every connection and request keeps.
    public let limits: HTTPLimits
    private let listener: Int32
    private let state = Mutex(State())
    private let acceptLoopEnded = DispatchSemaphore(value: 0)

    private struct State {
        var isStopping = false
        var hasStarted = false
        var handler: (@Sendable (HTTPRequest) -> HTTPResponse)?
        var gate: (@Sendable (HTTPRequest) -> HTTPResponse?)?
        var servedConnections: Set<Int32> = []
        var waitingConnections = 0
    }

    /// Binds 127.0.0.1:`port` (0 lets the system choose a free port) and listens; serving
    /// starts with `start(handler:)`, so the caller may learn the port first.
    ///
    /// - Throws: `HTTPServerError` when the socket cannot be made or the port is taken.
    public init(port: UInt16, limits: HTTPLimits = HTTPLimits()) throws(HTTPServerError) {
        self.limits = limits
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw HTTPServerError("cannot create a socket: \(Self.lastError())") }
        var reuse: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let reason = Self.lastError()
            close(socket)
            throw HTTPServerError(
                "cannot listen on 127.0.0.1:\(port): \(reason); choose another port, or --port 0 for any free one")
        }
        // Accepting never blocks: the accepting thread polls, and takes what is there.
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        guard listen(socket, SOMAXCONN) == 0 else {
            let reason = Self.lastError()
            close(socket)
            throw HTTPServerError("cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var chosen = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &chosen) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        self.port = UInt16(bigEndian: chosen.sin_port)
        self.listener = socket
    }

    /// Starts accepting connections on a background thread, answering each request with
    /// `handler` and letting every connection in; returns at once. A second call does nothing.
    public func start(handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        start(gate: { _ in nil }, handler: handler)
    }

    /// Starts accepting connections on a background thread; returns at once. A second call
    /// does nothing.
    ///
    /// - Parameters:
    ///   - gate: Decides each request before `handler` sees it: `nil` lets it through, a
    ///     response refuses it; the refusal is sent and the connection closed. A new
    ///     connection's first request is decided by its head alone (no body yet), on the
    ///     accepting thread, so the gate must answer at once; only a connection whose first
    ///     request it lets through is given a serving slot.
    ///   - handler: Answers the requests the gate lets through, on the connection's thread.
    public func start(
        gate: @escaping @Sendable (HTTPRequest) -> HTTPResponse?,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) {
        let isFirst = state.withLock { state in
            guard !state.hasStarted, !state.isStopping else { return false }
            state.hasStarted = true
            state.handler = handler
            state.gate = gate
            return true
        }
        guard isFirst else { return }
        Thread { [self] in
            var room = HTTPWaitingRoom(server: self, listener: listener)
            room.run()
            acceptLoopEnded.signal()
        }.start()
    }

    /// Stops accepting, closes every open connection and waits for the accept thread to end.
    /// Safe to call more than once.
    public func stop() {
        let (isFirst, hasStarted, connections) = state.withLock { state in
            defer { state.isStopping = true }
            return (!state.isStopping, state.hasStarted, state.servedConnections)
        }
        guard isFirst else { return }
        for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
        if hasStarted { acceptLoopEnded.wait() }
        close(listener)
    }

    /// How many connections are open now: served, or waiting for their first request.
    public var openConnectionCount: Int {
        state.withLock { $0.servedConnections.count + $0.waitingConnections }
    }

    /// How many connections are let in and served now (each holds a slot and a thread).
    public var servedConnectionCount: Int {
        state.withLock { $0.servedConnections.count }
    }

    deinit {
        stop()
    }

    // MARK: - For connections

    /// Whether `stop()` has been called.
    var isStopping: Bool { state.withLock { $0.isStopping } }

    /// The gate's refusal of `request`, or `nil` when it may be served.
    func gate(_ request: HTTPRequest) -> HTTPResponse? {
        guard let gate = state.withLock({ $0.gate }) else {
            return .plainText(.serviceUnavailable, "the server is not serving yet")
        }
        return gate(request)
    }

    /// Answers one request on a connection that was let in: the gate's refusal, after which
    /// the connection is closed, or the handler's answer.
    func respond(to request: HTTPRequest) -> (response: HTTPResponse, keepsOpen: Bool) {
        if let refusal = gate(request) { return (refusal, false) }
        guard let handler = state.withLock({ $0.handler }) else {
            return (.plainText(.serviceUnavailable, "the server is not serving yet"), false)
        }
        return (handler(request), true)
    }

    /// Gives `socket`, whose first request's head the gate let through, a slot and a thread
    /// that serves it from `buffer` (what it sent so far) on; `false` when every slot is taken
    /// or the server is stopping (the caller answers and closes it).
    func letIn(_ socket: Int32, buffer: [UInt8]) -> Bool {
        let admitted = state.withLock { state in
            guard !state.isStopping, state.servedConnections.count < limits.connections else { return false }
            state.servedConnections.insert(socket)
            return true
        }
        guard admitted else { return false }
        Thread { [self] in
            HTTPConnection(socket: socket, server: self, buffer: buffer).serve()
            state.withLock { _ = $0.servedConnections.remove(socket) }
            close(socket)
        }.start()
        return true
    }

    /// Records how many connections wait, for `openConnectionCount`.
    func noteWaiting(_ count: Int) {
        state.withLock { $0.waitingConnections = count }
    }

    /// Writes all of `bytes`, waiting at most `timeout` in all for a client that does not read;
    /// `false` when the connection failed or the time ran out.
    func send(_ socket: Int32, _ bytes: [UInt8], _ timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.send(socket, raw.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
            }
            if written > 0 {
                sent += written
                continue
            }
            guard written < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return false }
            var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            _ = poll(&poller, 1, Self.milliseconds(remaining))
        }
        return true
    }

    /// `duration` in whole milliseconds for poll, at least 1 and at most 100 so that a stop is
    /// noticed soon.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(min(max(total, 1), 100))
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
