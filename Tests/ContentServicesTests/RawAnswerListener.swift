import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback listener that answers every connection with bytes no well-behaved server sends:
/// a fixed opening (a head, or something that is not HTTP), then `body` repeated `repeats`
/// times (`nil`: until the client goes), and then closes. It counts what it managed to send,
/// which is what a client that stops reading in time keeps it from sending.
final class RawAnswerListener: Sendable {
    let port: UInt16
    private let descriptor: Int32
    private let sentBytes = Atomic<Int>(0)

    init(opening: [UInt8], body: [UInt8] = [], repeats: Int? = 0) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in
            // Answers until the listening socket is closed, one connection at a time.
            while true {
                let connection = accept(descriptor, nil, nil)
                guard connection >= 0 else { return }
                var request = [UInt8](repeating: 0, count: 4096)
                _ = read(connection, &request, request.count)
                var sent = Self.write(opening, to: connection)
                var round = 0
                // Bounded by `repeats`, or by the client: a write to a client gone fails.
                while sent >= 0, !body.isEmpty, repeats.map({ round < $0 }) ?? true {
                    let written = Self.write(body, to: connection)
                    sent = written < 0 ? -1 : sent + written
                    if written >= 0 { self.sentBytes.add(written, ordering: .relaxed) }
                    round += 1
                }
                Glibc.close(connection)
            }
        }
    }

    /// How many bytes of body were sent, over every connection.
    var bodyBytesSent: Int { sentBytes.load(ordering: .relaxed) }

    func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        Glibc.close(descriptor)
    }

    /// Writes all of `bytes`; how many, or -1 when the client is gone.
    private static func write(_ bytes: [UInt8], to connection: Int32) -> Int {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                send(connection, $0.baseAddress! + written, bytes.count - written, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return -1 }
            written += count
        }
        return written
    }
}
