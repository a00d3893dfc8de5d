import Foundation
import Glibc
import Synchronization

/// One TCP connection to 127.0.0.1, sending and reading raw HTTP.
nonisolated struct LoopbackSocket {
    let socket: Int32

    /// Connects to 127.0.0.1:`port`, or to [::1]:`port` when `ipv6`.
    init(port: UInt16, ipv6: Bool = false) throws {
        socket = Glibc.socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let connected: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            address.sin6_addr.__in6_u.__u6_addr8.15 = 1
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address = Self.loopback(port: port)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard connected == 0 else {
            _ = Glibc.close(socket)
            throw LoopbackError(message: "cannot connect to \(ipv6 ? "[::1]" : "127.0.0.1"):\(port)")
        }
    }

    /// Sends `text` as UTF-8.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads one response (its head and a `Content-Length` body), or what came before the
    /// server closed or `timeout` passed.
    func readResponse(timeout: Duration = .seconds(5)) -> String {
        var received: [UInt8] = []
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            if let head = received.firstRange(of: Array("\r\n\r\n".utf8)) {
                let headText = String(decoding: received[..<head.lowerBound], as: UTF8.self).lowercased()
                let length =
                    headText.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if received.count - head.upperBound >= length { break }
            }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Closes the connection.
    func close() {
        _ = Glibc.close(socket)
    }

    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    struct LoopbackError: Error {
        let message: String
    }
}

/// A plain socket listener on a free loopback port: not a studio, just a server another program
/// runs beside it. It answers every request `200 OK` and keeps the head of each, so a test can
/// read what a client sent it.
nonisolated final class PlainListener: Sendable {
    let port: UInt16
    private let listener: Int32
    private let heads = Mutex<[String]>([])
    private let running = Atomic<Bool>(true)
    private let ended = DispatchSemaphore(value: 0)

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = LoopbackSocket.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw LoopbackSocket.LoopbackError(message: "the plain listener cannot listen")
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        Thread { [self] in
            serve()
            ended.signal()
        }.start()
    }

    /// The heads of the requests received so far, in order.
    var receivedHeads: [String] { heads.withLock { $0 } }

    /// Stops listening.
    func stop() {
        running.store(false, ordering: .relaxed)
        ended.wait()
        close(listener)
    }

    private func serve() {
        while running.load(ordering: .relaxed) {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            let deadline = ContinuousClock.now + .seconds(5)
            while received.firstRange(of: Array("\r\n\r\n".utf8)) == nil, ContinuousClock.now < deadline {
                var reader = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
                guard poll(&reader, 1, 50) > 0 else { continue }
                let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
                if count <= 0 { break }
                received += chunk[0..<count]
            }
            heads.withLock { $0.append(String(decoding: received, as: UTF8.self)) }
            let answer = Array("HTTP/1.1 200 OK\r\ncontent-length: 5\r\nconnection: close\r\n\r\nplain".utf8)
            _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            close(connection)
        }
    }
}
