import Foundation
import Glibc
import Synchronization

/// A small HTTP/1.1 server on the loopback addresses only: 127.0.0.1 and ::1, on one port
/// (127.0.0.1 alone on a machine without IPv6 loopback), never a wildcard address. One
/// background thread accepts connections on both and keeps them waiting until the head of
/// their next request has come (see `HTTPLimits`); each request the gate lets in is then
/// served on a thread of its own, at most `limits.connections` at once, so a slow client never
/// holds up another, nor the caller, and connections the gate would refuse never hold a
/// serving slot. A slot belongs to a request, not to its connection: once answered, a
/// kept-alive connection goes back to wait for its next request without one, so clients that
/// keep connections open cannot keep out others. Both addresses share every limit.
///
/// The handler given to `start(gate:handler:)` is called on a connection's thread, one request
/// at a time per connection, for requests the gate lets through; requests the parser refuses
/// never reach either and are answered with their status. A response with a `stream` keeps its
/// connection until the stream ends (at most `limits.streams` at once); `stop()` ends them all.
public final class HTTPServer: Sendable {
    /// The port the server listens on (the one the system chose when asked for port 0).
    public let port: UInt16
    /// The bounds every connection and request keeps.
    public let limits: HTTPLimits
    /// The addresses listened on: `127.0.0.1`, then `::1` unless the machine has no IPv6 loopback.
    public let addresses: [String]
    /// Why the server listens on 127.0.0.1 alone, when the machine has no IPv6 loopback, for
    /// whoever starts it to say once; `nil` when it listens on both.
    public let notice: String?
    private let listeners: HTTPListenerSwitch
    private let state = Mutex(State())
    private let acceptLoopEnded = DispatchSemaphore(value: 0)
    /// Wakes the accepting thread to take the kept-alive connections handed back (without a
    /// pipe, it finds them at its next round, within 100 ms).
    private let handBackWakeUp = WakeUpPipe()

    private struct State {
        var isStopping = false
        var hasStarted = false
        var handler: (@Sendable (HTTPRequest) -> HTTPResponse)?
        var gate: (@Sendable (HTTPRequest) -> HTTPResponse?)?
        var servedConnections: Set<Int32> = []
        var waitingConnections = 0
        /// Kept-alive connections answered and handed back, for the accepting thread to take.
        var handedBack: [HTTPWaitingConnection] = []
        var streams: Set<HTTPStream> = []
    }

    /// Binds 127.0.0.1:`port` and [::1]:`port` (0 lets the system choose a port free on both)
    /// and listens; serving starts with `start(handler:)`, so the caller may learn the port first.
    ///
    /// - Throws: `HTTPServerError` when a socket cannot be made or the port is taken.
    public convenience init(port: UInt16, limits: HTTPLimits = HTTPLimits()) throws(HTTPServerError) {
        try self.init(port: port, limits: limits, ipv6Address: HTTPLoopbackListeners.ipv6Loopback)
    }

    /// As `init(port:limits:)`, with the IPv6 address to listen on beside 127.0.0.1: tests name
    /// one the machine does not have, to see what a machine without IPv6 loopback does.
    init(port: UInt16, limits: HTTPLimits, ipv6Address: in6_addr) throws(HTTPServerError) {
        let listeners = try HTTPLoopbackListeners(port: port, ipv6Address: ipv6Address)
        self.limits = limits
        self.port = listeners.port
        self.addresses = listeners.addresses
        self.notice = listeners.notice
        self.listeners = HTTPListenerSwitch(sockets: listeners.sockets, port: listeners.port, ipv6Address: ipv6Address)
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
    ///     response refuses it; the refusal is sent and the connection closed. Every request,
    ///     a kept-alive connection's included, is decided by its head alone (no body yet), on
    ///     the accepting thread, so the gate must answer at once; only a request it lets
    ///     through is given a serving slot.
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
        listeners.acceptLoopStarts()
        Thread { [self] in
            var room = HTTPWaitingRoom(server: self, listeners: listeners)
            room.run()
            listeners.acceptLoopEnded()
            acceptLoopEnded.signal()
        }.start()
    }

    /// Stops accepting, ends every open stream, closes every open connection and waits for the
    /// accept thread to end; each connection's thread ends as soon as it notices. Safe to call
    /// more than once.
    public func stop() {
        let (isFirst, hasStarted, connections, streams) = state.withLock { state in
            defer { state.isStopping = true }
            return (!state.isStopping, state.hasStarted, state.servedConnections, state.streams)
        }
        guard isFirst else { return }
        for stream in streams { stream.drop() }
        for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
        if hasStarted { acceptLoopEnded.wait() }
        listeners.closeForGood()
    }

    /// Goes off the network, as a machine that lost it, and stays ready to come back: closes
    /// the listening sockets, so that a client's connect is refused, and every open connection
    /// (waiting, served or streaming); returns once they are closed. The port, the limits, the
    /// gate and the handler stay; `resumeListening()` listens again. Safe to call more than once.
    public func stopListening() {
        // Closing never throws; only opening the sockets again can fail.
        try? listeners.switchListening(to: false)
        let streams = state.withLock { state in
            // Under the lock: a connection's thread closes its socket only after leaving the
            // set, so no descriptor shut down here has been reused by another connection.
            for connection in state.servedConnections { shutdown(connection, Int32(SHUT_RDWR)) }
            return state.streams
        }
        for stream in streams { stream.drop() }
    }

    /// Listens again on `port` after `stopListening()`; does nothing while listening.
    ///
    /// - Throws: `HTTPServerError` when the port cannot be listened on again (another program
    ///   took it meanwhile), or when the server has stopped.
    public func resumeListening() throws(HTTPServerError) {
        try listeners.switchListening(to: true)
    }

    /// Whether the listening sockets are open: from `init` until `stopListening()` or `stop()`,
    /// and again after `resumeListening()`.
    public var isListening: Bool {
        listeners.isListening
    }

    /// How many connections are open now: served, or waiting for their next request.
    public var openConnectionCount: Int {
        state.withLock { $0.servedConnections.count + $0.waitingConnections + $0.handedBack.count }
    }

    /// How many connections are let in and served now, a request each (each holds a slot and a thread).
    public var servedConnectionCount: Int {
        state.withLock { $0.servedConnections.count }
    }

    /// How many streaming responses are open now.
    public var openStreamCount: Int {
        state.withLock { $0.streams.count }
    }

    deinit {
        stop()
        // Only now: a serving thread holds the server, so none can write to the pipe any more.
        handBackWakeUp.close()
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

    /// Answers one request the gate let in (by its head, in the waiting room). The handler is
    /// set with the gate, so a request the gate let in always has one.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard let handler = state.withLock({ $0.handler }) else {
            return .plainText(.serviceUnavailable, "the server is not serving yet")
        }
        return handler(request)
    }

    /// Gives `connection`, whose next request's head the gate let through, a slot and a
    /// thread that serves that request from what it sent so far on, and then hands it back to
    /// wait for another or closes it; `false` when every slot is taken or the server is
    /// stopping (the caller answers and closes it).
    func letIn(_ connection: HTTPWaitingConnection) -> Bool {
        let socket = connection.socket
        let admitted = state.withLock { state in
            guard !state.isStopping, state.servedConnections.count < limits.connections else { return false }
            state.servedConnections.insert(socket)
            return true
        }
        guard admitted else { return false }
        Thread { [self] in
            let served = HTTPConnection(
                socket: socket, server: self, buffer: connection.buffer, requestsServed: connection.requestsServed)
            let rest = served.serve()
            let waitsAgain = state.withLock { state in
                // Under the lock: stop() either shut this socket down or will find it handed back.
                state.servedConnections.remove(socket)
                guard let rest, !state.isStopping else { return false }
                state.handedBack.append(
                    HTTPWaitingConnection(
                        socket: socket, buffer: rest, deadline: ContinuousClock.now + limits.requestTimeout,
                        requestsServed: connection.requestsServed + 1))
                return true
            }
            if waitsAgain { handBackWakeUp.wake() } else { close(socket) }
        }.start()
        return true
    }

    /// The kept-alive connections handed back since the last call, longest-waiting first.
    func takeHandedBack() -> [HTTPWaitingConnection] {
        state.withLock { state in
            defer { state.handedBack = [] }
            return state.handedBack
        }
    }

    /// Wakes the accepting thread when a connection is handed back.
    var handBackWakeUpPipe: WakeUpPipe { handBackWakeUp }

    /// Counts `stream` among the open ones; `false` when `limits.streams` are open or the
    /// server is stopping (the caller refuses it).
    func admit(_ stream: HTTPStream) -> Bool {
        state.withLock { state in
            guard !state.isStopping, state.streams.count < limits.streams else { return false }
            state.streams.insert(stream)
            return true
        }
    }

    /// No longer counts `stream` among the open ones.
    func release(_ stream: HTTPStream) {
        state.withLock { _ = $0.streams.remove(stream) }
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

    /// Makes closing `socket` reset the connection (an RST, no orderly end): the client reads
    /// "connection reset by peer", as when a network drops a connection, rather than an empty
    /// answer.
    static func resetOnClose(_ socket: Int32) {
        var abort = linger(l_onoff: 1, l_linger: 0)
        setsockopt(socket, SOL_SOCKET, SO_LINGER, &abort, socklen_t(MemoryLayout<linger>.size))
    }

    /// `duration` in whole milliseconds for poll, at least 1 and at most 100 so that a stop is
    /// noticed soon.
    static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int32(min(max(total, 1), 100))
    }
}
