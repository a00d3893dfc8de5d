/// How much a client may send and how long it may take. Every bound protects the server
/// from a client that sends too much or too slowly; a request past one is refused with its
/// status and the connection closed.
///
/// A connection waits, holding no serving slot, until the head of its next request (request
/// line and header fields) has come and the server's gate has let it in; only then is that
/// request served on a slot of its own, and a kept-alive connection goes back to wait for the
/// next one. Connections that never show they may be served (no request, a partial one, or one
/// the gate refuses) so come and go within `firstRequestTimeout`, kept-alive ones idle within
/// `requestTimeout`, and however many there are they cannot take the slots of a client the gate
/// lets in.
public struct HTTPLimits: Sendable, Equatable {
    /// The longest request line (method, target, version), in bytes; longer is 414.
    public var requestLineBytes: Int
    /// The most header fields; more is 431.
    public var headerCount: Int
    /// The largest header section (every field line), in bytes; larger is 431.
    public var headerBytes: Int
    /// The largest body, in bytes; larger is 413, refused before it is read.
    public var bodyBytes: Int
    /// How long a client has to send a whole request, counted from the moment it was let in; and
    /// how long a kept-alive connection may wait for its next request's head after a response. A
    /// client that has not finished by then is closed.
    public var requestTimeout: Duration
    /// How long a new connection may wait before the head of its first request has come (or
    /// `requestTimeout`, when that is shorter); past it, it is closed (with 408 when part of a
    /// request came). Short, so that an idle connection holds its place only briefly.
    public var firstRequestTimeout: Duration
    /// The most requests served at once (a connection holds a slot only while one of its requests
    /// is served); one more let in is answered 503 and closed.
    public var connections: Int
    /// The most connections waiting for a request's head at once, new and kept-alive alike; one
    /// more closes the one that has waited longest, so a flood of idle connections cannot keep
    /// out a client that sends its request as soon as it connects.
    public var waitingConnections: Int
    /// The most requests one kept-alive connection may send before it is closed.
    public var requestsPerConnection: Int
    /// The most streaming responses (`HTTPStream`) open at once; one more is answered 503 and
    /// its stream dropped. Each holds one of the `connections` for as long as it is open, so
    /// this is kept well below them: open pages cannot take every slot from their own requests.
    /// While a stream is idle no time limit runs; while bytes wait for its client, the client
    /// must take some within `requestTimeout`, and at most the stream's `bufferLimit` may wait.
    public var streams: Int

    /// Limits with the given values; the defaults suit a local page and its API.
    public init(
        requestLineBytes: Int = 8192, headerCount: Int = 64, headerBytes: Int = 16384, bodyBytes: Int = 1 << 20,
        requestTimeout: Duration = .seconds(10), firstRequestTimeout: Duration = .seconds(2), connections: Int = 32,
        waitingConnections: Int = 256, requestsPerConnection: Int = 10_000, streams: Int = 8
    ) {
        self.requestLineBytes = requestLineBytes
        self.headerCount = headerCount
        self.headerBytes = headerBytes
        self.bodyBytes = bodyBytes
        self.requestTimeout = requestTimeout
        self.firstRequestTimeout = firstRequestTimeout
        self.connections = connections
        self.waitingConnections = waitingConnections
        self.requestsPerConnection = requestsPerConnection
        self.streams = streams
    }
}
