/// How much a client may send and how long it may take. Every bound protects the server
/// from a client that sends too much or too slowly; a request past one is refused with its
/// status and the connection closed.
public struct HTTPLimits: Sendable, Equatable {
    /// The longest request line (method, target, version), in bytes; longer is 414.
    public var requestLineBytes: Int
    /// The most header fields; more is 431.
    public var headerCount: Int
    /// The largest header section (every field line), in bytes; larger is 431.
    public var headerBytes: Int
    /// The largest body, in bytes; larger is 413, refused before it is read.
    public var bodyBytes: Int
    /// How long a client has to send a whole request, counted from its connection or from
    /// the previous response; a client that has not finished by then is closed.
    public var requestTimeout: Duration
    /// The most connections served at once; one more is answered 503 and closed.
    public var connections: Int
    /// The most requests one kept-alive connection may send before it is closed.
    public var requestsPerConnection: Int

    /// Limits with the given values; the defaults suit a local page and its API.
    public init(
        requestLineBytes: Int = 8192, headerCount: Int = 64, headerBytes: Int = 16384, bodyBytes: Int = 1 << 20,
        requestTimeout: Duration = .seconds(10), connections: Int = 32, requestsPerConnection: Int = 10_000
    ) {
        self.requestLineBytes = requestLineBytes
        self.headerCount = headerCount
        self.headerBytes = headerBytes
        self.bodyBytes = bodyBytes
        self.requestTimeout = requestTimeout
        self.connections = connections
        self.requestsPerConnection = requestsPerConnection
    }
}
