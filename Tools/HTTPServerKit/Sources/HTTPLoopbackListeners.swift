import Glibc

/// The listening sockets of a server: 127.0.0.1 and ::1, on one port. Never a wildcard
/// address: no other machine, and no other address of this one, reaches the server. A machine
/// without an IPv6 loopback gets 127.0.0.1 alone, and `notice` says so.
struct HTTPLoopbackListeners {
    /// The listening sockets, non-blocking: 127.0.0.1's first, then ::1's when there is one.
    let sockets: [Int32]
    /// The port both listen on.
    let port: UInt16
    /// The addresses listened on, as a person writes them.
    let addresses: [String]
    /// Why ::1 is not listened on; `nil` when both addresses are.
    let notice: String?

    /// How many free ports of 127.0.0.1 are tried when asked for any port: one the system chose
    /// for 127.0.0.1 may be taken on ::1 by another program.
    static let portAttempts = 8

    /// Listens on 127.0.0.1:`port` and [`ipv6Address`]:`port` (0: a port free on both).
    ///
    /// - Parameter ipv6Address: ::1; tests name an address the machine does not have, to see
    ///   what a machine without an IPv6 loopback does.
    /// - Throws: `HTTPServerError` when a socket cannot be made or the port is taken.
    init(port: UInt16, ipv6Address: in6_addr = Self.ipv6Loopback) throws(HTTPServerError) {
        for _ in 0..<(port == 0 ? Self.portAttempts : 1) {
            let ipv4 = try Self.listenIPv4(port: port)
            let chosen = Self.localPort(of: ipv4)
            switch Self.listenIPv6(port: chosen, address: ipv6Address) {
            case let .listening(ipv6):
                self.init(sockets: [ipv4, ipv6], port: chosen, addresses: ["127.0.0.1", "::1"], notice: nil)
                return
            case let .unavailable(reason):
                self.init(
                    sockets: [ipv4], port: chosen, addresses: ["127.0.0.1"],
                    notice: "this machine has no IPv6 loopback (::1: \(reason)); listening on 127.0.0.1 only")
                return
            case let .taken(reason):
                close(ipv4)
                guard port == 0 else {
                    throw HTTPServerError(
                        "cannot listen on [::1]:\(port): \(reason); choose another port, or --port 0 for any free one")
                }
            }
        }
        throw HTTPServerError(
            "no port the system chose on 127.0.0.1 was free on ::1 in \(Self.portAttempts) tries; choose one with --port"
        )
    }

    private init(sockets: [Int32], port: UInt16, addresses: [String], notice: String?) {
        self.sockets = sockets
        self.port = port
        self.addresses = addresses
        self.notice = notice
    }

    /// ::1.
    static var ipv6Loopback: in6_addr {
        var address = in6_addr()
        address.__in6_u.__u6_addr8.15 = 1
        return address
    }

    // MARK: - IPv4

    private static func listenIPv4(port: UInt16) throws(HTTPServerError) -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw HTTPServerError("cannot create a socket: \(lastError())") }
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
        guard bound == 0, startListening(socket) else {
            let reason = lastError()
            close(socket)
            throw HTTPServerError(
                "cannot listen on 127.0.0.1:\(port): \(reason); choose another port, or --port 0 for any free one")
        }
        return socket
    }

    private static func localPort(of socket: Int32) -> UInt16 {
        var chosen = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &chosen) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return UInt16(bigEndian: chosen.sin_port)
    }

    // MARK: - IPv6

    private enum IPv6Outcome {
        case listening(Int32)
        /// The machine has no such address, or no IPv6 at all.
        case unavailable(String)
        /// Another program has the port there.
        case taken(String)
    }

    private static func listenIPv6(port: UInt16, address ipv6Address: in6_addr) -> IPv6Outcome {
        let socket = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return .unavailable(lastError()) }
        var on: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        // IPv6 only: the socket never takes IPv4 connections, whatever the system's default.
        setsockopt(socket, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = port.bigEndian
        address.sin6_addr = ipv6Address
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
            }
        }
        guard bound == 0, startListening(socket) else {
            let failure = errno
            let reason = lastError()
            close(socket)
            return failure == EADDRINUSE ? .taken(reason) : .unavailable(reason)
        }
        return .listening(socket)
    }

    // MARK: - Both

    /// Makes `socket` non-blocking (the accepting thread polls and takes what is there) and
    /// listens; `false` with `errno` set when it cannot.
    private static func startListening(_ socket: Int32) -> Bool {
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        return listen(socket, SOMAXCONN) == 0
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
