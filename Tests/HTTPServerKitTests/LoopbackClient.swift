import Foundation
import Glibc

/// A raw TCP client for the tests: sends exactly the bytes given and reads what comes back,
/// so tests can send what no well-behaved client would.
struct LoopbackClient {
    let socket: Int32

    /// Connects to 127.0.0.1:`port`.
    init(port: UInt16) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw ClientError(message: "cannot connect to port \(port)") }
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

    /// Closes the connection.
    func close() {
        _ = Glibc.close(socket)
    }

    struct ClientError: Error {
        let message: String
    }
}
