import Foundation
import Glibc

/// An IPv4 or IPv6 address and port to connect to: the loopbacks, or the addresses of the
/// machine's other interfaces, which a server on the loopback only must not answer on.
struct SocketAddress: CustomStringConvertible {
    private var storage = sockaddr_storage()
    private let length: socklen_t
    let description: String

    static func ipv4Loopback(port: UInt16) -> SocketAddress {
        ipv4(UInt32(0x7F00_0001), port: port, description: "127.0.0.1:\(port)")
    }

    static func ipv6Loopback(port: UInt16) -> SocketAddress {
        var address = in6_addr()
        address.__in6_u.__u6_addr8.15 = 1
        return ipv6(address, scope: 0, port: port, description: "[::1]:\(port)")
    }

    /// 127.0.0.2: a loopback address too, but not the one the server binds.
    static func otherLoopback(port: UInt16) -> SocketAddress {
        ipv4(UInt32(0x7F00_0002), port: port, description: "127.0.0.2:\(port)")
    }

    /// Every address of the machine's interfaces other than the loopback, at `port`.
    static func nonLoopbackAddresses(port: UInt16) -> [SocketAddress] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [SocketAddress] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let raw = entry.pointee.ifa_addr, entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0 else {
                continue
            }
            let name = String(cString: entry.pointee.ifa_name)
            switch Int32(raw.pointee.sa_family) {
            case AF_INET:
                let address = raw.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee }
                let host = UInt32(bigEndian: address.sin_addr.s_addr)
                let dotted = [24, 16, 8, 0].map { String((host >> UInt32($0)) & 0xFF) }.joined(separator: ".")
                addresses.append(ipv4(host, port: port, description: "\(dotted):\(port) (\(name))"))
            case AF_INET6:
                let address = raw.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee }
                addresses.append(
                    ipv6(
                        address.sin6_addr, scope: address.sin6_scope_id, port: port,
                        description: "an IPv6 address of \(name), port \(port)"))
            default:
                continue
            }
        }
        return addresses
    }

    /// A connected socket, or `nil` when the connection is refused or does not complete
    /// within `timeout`.
    func connected(timeout: Duration) -> Int32? {
        let socket = Glibc.socket(Int32(storage.ss_family), Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        let flags = fcntl(socket, F_GETFL)
        _ = fcntl(socket, F_SETFL, flags | O_NONBLOCK)
        var address = storage
        let started = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, length) }
        }
        var connected = started == 0
        if !connected, errno == EINPROGRESS {
            let (seconds, attoseconds) = timeout.components
            var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            if poll(&poller, 1, Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)) > 0 {
                var failure: Int32 = 0
                var size = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &size)
                connected = failure == 0
            }
        }
        guard connected else {
            close(socket)
            return nil
        }
        _ = fcntl(socket, F_SETFL, flags)
        return socket
    }

    private static func ipv4(_ host: UInt32, port: UInt16, description: String) -> SocketAddress {
        var address = SocketAddress(length: socklen_t(MemoryLayout<sockaddr_in>.size), description: description)
        withUnsafeMutablePointer(to: &address.storage) {
            $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                $0.pointee.sin_family = sa_family_t(AF_INET)
                $0.pointee.sin_port = port.bigEndian
                $0.pointee.sin_addr.s_addr = host.bigEndian
            }
        }
        return address
    }

    private static func ipv6(_ host: in6_addr, scope: UInt32, port: UInt16, description: String) -> SocketAddress {
        var address = SocketAddress(length: socklen_t(MemoryLayout<sockaddr_in6>.size), description: description)
        withUnsafeMutablePointer(to: &address.storage) {
            $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                $0.pointee.sin6_family = sa_family_t(AF_INET6)
                $0.pointee.sin6_port = port.bigEndian
                $0.pointee.sin6_addr = host
                $0.pointee.sin6_scope_id = scope
            }
        }
        return address
    }

    private init(length: socklen_t, description: String) {
        self.length = length
        self.description = description
    }

    /// Whether this machine has an IPv6 loopback to listen on.
    static let machineHasIPv6Loopback: Bool = {
        let socket = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr.__in6_u.__u6_addr8.15 = 1
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
            }
        }
    }()
}
