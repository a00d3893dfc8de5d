import ContentServer
import Foundation
import Glibc
import Testing

/// A request whose Host is not this server's loopback address and port is refused, so a page
/// on a name that resolves to 127.0.0.1 (DNS rebinding) reads nothing.
@Suite struct ContentHostTests {
    /// Sends `request` on a raw connection to the server and returns what came back.
    private func exchange(_ request: String, port: Int) throws -> String {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(connected == 0)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while received.count < 1 << 20 {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    @Test(arguments: [
        "evil.example:PORT", "127.0.0.1", "127.0.0.1:1", "localhost.evil.example:PORT", "",
        "127.0.0.1:PORT.evil.example",
        "localhost:PORT0", "[::1]:PORT@evil.example",
    ])
    func aForeignHostIsRefused(host: String) throws {
        let client = try ContentClient()
        defer { client.close() }
        let port = try #require(client.server.baseURL.port)
        // HTTP/1.0 may leave Host out (1.1 may not, and the parser refuses that first).
        let head =
            host.isEmpty
            ? "GET /v1/feed HTTP/1.0\r\n"
            : "GET /v1/feed HTTP/1.1\r\nHost: \(host.replacingOccurrences(of: "PORT", with: String(port)))\r\n"
        let answer = try exchange(head + "Connection: close\r\n\r\n", port: port)
        #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
        #expect(answer.contains("\"code\":\"forbidden\""))
        #expect(client.server.contentRequestCount == 0)
    }

    @Test(arguments: ["127.0.0.1:PORT", "localhost:PORT", "LOCALHOST:PORT", "[::1]:PORT"])
    func theLoopbackHostsAtThePortAreServed(host: String) throws {
        let client = try ContentClient()
        defer { client.close() }
        let port = try #require(client.server.baseURL.port)
        let field = host.replacingOccurrences(of: "PORT", with: String(port))
        let answer = try exchange(
            "GET /v1/articles/h1 HTTP/1.1\r\nHost: \(field)\r\nConnection: close\r\n\r\n", port: port)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(client.server.contentRequestCount == 1)
    }
}
