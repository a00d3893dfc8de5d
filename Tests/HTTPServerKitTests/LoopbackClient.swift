import Foundation
import Glibc

/// A raw TCP client for the tests: sends exactly the bytes given and reads what comes back,
/// so tests can send what no well-behaved client would.
struct LoopbackClient {
    let socket: Int32

    /// Connects to 127.0.0.1:`port`, or to [::1]:`port` when `ipv6`.
    init(port: UInt16, ipv6: Bool = false) throws {
        let address = ipv6 ? SocketAddress.ipv6Loopback(port: port) : SocketAddress.ipv4Loopback(port: port)
        guard let socket = address.connected(timeout: .seconds(5)) else {
            throw ClientError(message: "cannot connect to \(address.description)")
        }
        self.socket = socket
    }

    /// Sends `text` as UTF-8.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until the server closes the connection or `timeout` passes; returns what came and
    /// whether the server closed.
    func readUntilClosed(timeout: Duration) -> (text: String, closed: Bool) {
        var received: [UInt8] = []
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
            received += chunk[0..<count]
        }
        return (String(decoding: received, as: UTF8.self), false)
    }

    /// Reads one response whose body is `Content-Length` long, waiting at most `timeout`.
    func readResponse(timeout: Duration = .seconds(5)) -> String {
        var received: [UInt8] = []
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            let text = String(decoding: received, as: UTF8.self)
            if let headEnd = text.range(of: "\r\n\r\n") {
                let length =
                    text[..<headEnd.lowerBound].split(separator: "\r\n")
                    .first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if text.utf8.count - text[..<headEnd.upperBound].utf8.count >= length { return text }
            }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Reads a response's head (through the blank line), waiting at most `timeout`.
    func readHead(timeout: Duration = .seconds(5)) -> String {
        read(until: { $0.range(of: "\r\n\r\n") != nil }, timeout: timeout)
    }

    /// Reads `count` server-sent events after the head, waiting at most `timeout` for them, and
    /// returns their data (fewer when the time ran out or the server closed).
    func readEvents(_ count: Int, timeout: Duration = .seconds(10)) -> [String] {
        let text = read(until: { $0.components(separatedBy: "\n\n").count > count }, timeout: timeout)
        return text.components(separatedBy: "\n\n").dropLast().prefix(count).map { block in
            block.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.hasPrefix("data: ") }.map { String($0.dropFirst("data: ".count)) }
                .joined(separator: "\n")
        }
    }

    /// Reads until `isComplete` holds for what came, the server closes, or `timeout` passes.
    private func read(until isComplete: (String) -> Bool, timeout: Duration) -> String {
        var received: [UInt8] = []
        let deadline = ContinuousClock.now + timeout
        var chunk = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline, !isComplete(String(decoding: received, as: UTF8.self)) {
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

    struct ClientError: Error {
        let message: String
    }
}
