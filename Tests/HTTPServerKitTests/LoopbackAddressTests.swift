import Foundation
import Glibc
import Testing

@testable import HTTPServerKit

/// The server listens on both loopback addresses, 127.0.0.1 and ::1, on one port, and on
/// nothing else: neither another loopback address nor any address of the machine's other
/// interfaces reaches it. Both addresses keep every limit, and share them.
@Suite struct LoopbackAddressTests {
    private func server(_ limits: HTTPLimits = HTTPLimits()) throws -> HTTPServer {
        let server = try HTTPServer(port: 0, limits: limits)
        server.start { .plainText(.ok, "served \($0.path)") }
        return server
    }

    @Test(.enabled(if: SocketAddress.machineHasIPv6Loopback, "this machine has no IPv6 loopback"))
    func aRequestToIPv6LoopbackIsServedOnTheSamePort() throws {
        let server = try server()
        defer { server.stop() }
        #expect(server.addresses == ["127.0.0.1", "::1"])
        #expect(server.notice == nil)
        for ipv6 in [false, true] {
            let client = try LoopbackClient(port: server.port, ipv6: ipv6)
            defer { client.close() }
            client.send("GET /page HTTP/1.1\r\nHost: [::1]:\(server.port)\r\n\r\n")
            #expect(client.readResponse().hasSuffix("served /page\n"))
        }
    }

    @Test func noAddressButTheLoopbacksReachesTheServer() throws {
        let server = try server()
        defer { server.stop() }
        let others =
            [SocketAddress.otherLoopback(port: server.port)]
            + SocketAddress.nonLoopbackAddresses(port: server.port)
        for address in others {
            let socket = address.connected(timeout: .seconds(2))
            if let socket { close(socket) }
            #expect(socket == nil, "the server answered on \(address)")
        }
        // The loopbacks themselves do reach it, by the same means.
        let loopback = try #require(SocketAddress.ipv4Loopback(port: server.port).connected(timeout: .seconds(2)))
        close(loopback)
    }

    @Test func withoutIPv6LoopbackTheServerListensOn127AloneAndSaysSo() throws {
        // 2001:db8::/32 is for documentation: no machine has it, as a machine without IPv6
        // loopback has no ::1.
        var absent = in6_addr()
        _ = inet_pton(AF_INET6, "2001:db8::1", &absent)
        let server = try HTTPServer(port: 0, limits: HTTPLimits(), ipv6Address: absent)
        server.start { .plainText(.ok, "served \($0.path)") }
        defer { server.stop() }
        #expect(server.addresses == ["127.0.0.1"])
        #expect(server.notice?.contains("listening on 127.0.0.1 only") == true)
        let client = try LoopbackClient(port: server.port)
        defer { client.close() }
        client.send("GET /alone HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(client.readResponse().hasSuffix("served /alone\n"))
    }

    @Test(.enabled(if: SocketAddress.machineHasIPv6Loopback, "this machine has no IPv6 loopback"))
    func aPortTakenOnIPv6AloneIsRefusedWithAMessageThatSaysWhatToDo() throws {
        let taken = try server()
        defer { taken.stop() }
        let port = taken.port
        taken.stop()
        // Another program listens on [::1]:port only; 127.0.0.1:port is free.
        let other = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(other) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = port.bigEndian
        address.sin6_addr.__in6_u.__u6_addr8.15 = 1
        let listening = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(other, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0 && listen(other, 1) == 0
            }
        }
        try #require(listening)
        #expect {
            _ = try HTTPServer(port: port)
        } throws: { error in
            (error as? HTTPServerError)?.message.contains("[::1]:\(port)") == true
        }
    }

    @Test(.enabled(if: SocketAddress.machineHasIPv6Loopback, "this machine has no IPv6 loopback"))
    func bothLoopbacksShareTheConnectionLimitAndKeepTheRequestLimits() throws {
        let held = HeldRequests()
        let server = try HTTPServer(port: 0, limits: HTTPLimits(headerBytes: 1024, connections: 2))
        server.start(handler: held.answer)
        defer {
            held.release()
            server.stop()
        }
        // A request in service on each address holds both slots.
        let holders = try [false, true].map { try LoopbackClient(port: server.port, ipv6: $0) }
        defer { for client in holders { client.close() } }
        for client in holders { client.send("GET /held HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") }
        #expect(held.waitUntilHolding(2))
        let extra = try LoopbackClient(port: server.port, ipv6: true)
        defer { extra.close() }
        extra.send("GET /extra HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let (refused, closed) = extra.readUntilClosed(timeout: .seconds(3))
        #expect(refused.hasPrefix("HTTP/1.1 503 "))
        #expect(closed)
        let oversized = try LoopbackClient(port: server.port, ipv6: true)
        defer { oversized.close() }
        oversized.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "v", count: 4096))
        #expect(oversized.readUntilClosed(timeout: .seconds(3)).text.hasPrefix("HTTP/1.1 431 "))
    }
}
