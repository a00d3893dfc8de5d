import Glibc

/// A minimal HTTP/1.1 client over one kept-alive loopback connection, for the studio
/// benchmark: it measures the server, so it does no more than write a request and read a
/// response of `Content-Length` bytes.
nonisolated struct LoopbackHTTPClient {
    private let socket: Int32

    /// A connection failed or the server answered something that is not HTTP.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Connects to 127.0.0.1:`port`.
    init(port: UInt16) throws(Failure) {
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
        guard socket >= 0, connected == 0 else { throw Failure(description: "cannot connect to port \(port)") }
        var noDelay: Int32 = 1
        setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Sends `request` (a whole request, head and body) and returns the response's status code
    /// and body.
    func exchange(_ request: [UInt8]) throws(Failure) -> (status: Int, body: [UInt8]) {
        var sent = 0
        while sent < request.count {
            let count = request.withUnsafeBytes {
                send(socket, $0.baseAddress! + sent, request.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw Failure(description: "the connection closed while sending") }
            sent += count
        }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if let end = Self.firstRange(of: separator, in: received) {
                let head = String(decoding: received[0..<end], as: UTF8.self).lowercased()
                let status = Int(head.dropFirst("http/1.1 ".count).prefix(3)) ?? 0
                let length =
                    head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                    .flatMap { Int(String($0.dropFirst("content-length:".count).filter { $0 != " " })) } ?? 0
                let bodyStart = end + separator.count
                if received.count - bodyStart >= length {
                    return (status, Array(received[bodyStart..<bodyStart + length]))
                }
            }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(description: "the connection closed while reading") }
            received += chunk[0..<count]
        }
    }

    /// Closes the connection.
    func close() {
        _ = Glibc.close(socket)
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<start + needle.count]) == needle { return start }
        }
        return nil
    }
}
