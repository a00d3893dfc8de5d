import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// One GET over a plain `http` connection of its own, read in 64 KiB pieces into an
/// ``HTTPResponseReader``: what the transfer holds is the reader's bound plus one piece, and it
/// ends at the deadline or within 20 ms of a cancellation, however fast or long the server sends.
/// The request names `Connection: close`: one request per connection, nothing left to reuse.
struct PlainHTTPTransfer: Sendable {
    /// The request's target (path and query, percent-encoded), host, port and header fields.
    let target: String
    let host: String
    let port: Int
    let fields: [(name: String, value: String)]
    let bodyLimit: Int
    let deadline: ContinuousClock.Instant
    let isCancelled: @Sendable () -> Bool

    /// The transfer for `request`, or `nil` when it is not a plain `http` GET this transfer can send.
    init?(
        _ request: URLRequest, bodyLimit: Int, timeout: Duration, isCancelled: @escaping @Sendable () -> Bool
    ) {
        guard let url = request.url, url.scheme?.lowercased() == "http", let host = url.host(percentEncoded: false),
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return nil }
        var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { target += "?" + query }
        self.target = target
        self.host = host
        self.port = url.port ?? 80
        self.fields = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        self.bodyLimit = bodyLimit
        self.deadline = ContinuousClock.now + timeout
        self.isCancelled = isCancelled
    }

    /// Sends the request and reads the response; blocks the calling thread until it ends.
    func run() -> Result<HTTPResponse, ContentServiceError> {
        for (name, value) in fields where (name + value).unicodeScalars.contains(where: { $0.value < 0x20 }) {
            return .failure(.malformed(reason: "the request's \(name) field holds a control character"))
        }
        let socket: Int32
        switch connect() {
        case let .success(connected): socket = connected
        case let .failure(error): return .failure(error)
        }
        defer { close(socket) }
        let authority = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        var head = "GET \(target) HTTP/1.1\r\nHost: \(authority)\r\n"
        for (name, value) in fields where name.lowercased() != "host" && name.lowercased() != "connection" {
            head += "\(name): \(value)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        if let failure = send(Array(head.utf8), on: socket) { return .failure(failure) }
        return receive(on: socket)
    }

    // MARK: - Connecting

    private func connect() -> Result<Int32, ContentServiceError> {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_family = AF_UNSPEC
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return .failure(.offline) }
        defer { freeaddrinfo(first) }
        var failure = ContentServiceError.offline
        // Each address the name has, in the resolver's order; the list is the resolver's, finite.
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            next = address.pointee.ai_next
            let socket = Glibc.socket(
                address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard socket >= 0 else { continue }
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            if Glibc.connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 {
                return .success(socket)
            }
            guard errno == EINPROGRESS else {
                close(socket)
                continue
            }
            switch wait(for: Int16(POLLOUT), on: socket) {
            case nil:
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
                if error == 0 { return .success(socket) }
                close(socket)
            case let .some(stop):
                close(socket)
                failure = stop
                if stop != .offline { return .failure(stop) }
            }
        }
        return .failure(failure)
    }

    // MARK: - Sending and receiving

    private func send(_ bytes: [UInt8], on socket: Int32) -> ContentServiceError? {
        var sent = 0
        while sent < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if written > 0 {
                sent += written
                continue
            }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return .connectionLost }
            if let stop = wait(for: Int16(POLLOUT), on: socket) { return stop }
        }
        return nil
    }

    private func receive(on socket: Int32) -> Result<HTTPResponse, ContentServiceError> {
        var reader = HTTPResponseReader(bodyLimit: bodyLimit)
        var piece = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = piece.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            let progress: HTTPResponseReader.Progress
            if count > 0 {
                progress = reader.read(piece[0..<count])
            } else if count == 0 {
                progress = reader.end()
            } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                if let stop = wait(for: Int16(POLLIN), on: socket) { return .failure(stop) }
                continue
            } else {
                return .failure(.connectionLost)
            }
            switch progress {
            case .needsMore: continue
            case let .complete(response): return .success(response)
            case let .failed(error): return .failure(error)
            }
        }
    }

    /// Waits until `socket` is ready for `events`; `nil` when it is, or why the transfer stops:
    /// the deadline passed (`.timedOut`), the caller cancelled, or the connection failed.
    private func wait(for events: Int16, on socket: Int32) -> ContentServiceError? {
        while true {
            if isCancelled() { return .cancelled }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return .timedOut }
            // At most 20 ms at a time, so that a cancellation is seen soon.
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(min(max(seconds * 1000 + attoseconds / 1_000_000_000_000_000, 1), 20))
            var poller = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0, errno != EINTR { return .connectionLost }
            // Ready, or failed: the next send, receive or SO_ERROR says which.
            if ready > 0 { return nil }
        }
    }
}
