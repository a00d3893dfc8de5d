import Foundation
import Glibc
import HTTPServerKit
import Testing

@testable import Studio

/// The studio over real sockets, as a browser uses it: on both loopback addresses, and with
/// the event stream that tells an open page of each change, so a page need not ask.
@Suite(.serialized) struct StudioLiveTests {
    /// Whether this machine has an IPv6 loopback to listen on.
    nonisolated static let machineHasIPv6Loopback: Bool = {
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

    @Test(.enabled(if: machineHasIPv6Loopback, "this machine has no IPv6 loopback"))
    func thePageIsServedOnIPv6LoopbackToTheStudiosHostAndTheAPIToItsTokenOnly() throws {
        let studio = try LiveStudio()
        try studio.serve { client in
            let host = "[::1]:\(client.port)"
            let page = try client.exchange("GET", "/", ipv6: true, host: host, signedIn: false)
            #expect(page.hasPrefix("HTTP/1.1 200 "))
            #expect(page.contains("<title>App studio</title>"))
            #expect(try client.exchange("GET", "/api/state", ipv6: true, host: host).hasPrefix("HTTP/1.1 200 "))
            let unsigned = try client.exchange("GET", "/api/state", ipv6: true, host: host, signedIn: false)
            #expect(unsigned.hasPrefix("HTTP/1.1 403 "))
            let rebound = try client.exchange("GET", "/", ipv6: true, host: "attacker.example:\(client.port)")
            #expect(rebound.hasPrefix("HTTP/1.1 403 "))
        }
    }

    @Test func aCommandThatChangesTheScreenIsAnnouncedOnTheEventStreamAndAReadIsNot() throws {
        let studio = try LiveStudio()
        let before = studio.harness.studio.version
        try studio.serve { client in
            let (events, head) = try client.openEvents()
            defer { events.close() }
            #expect(head.hasPrefix("HTTP/1.1 200 "))
            #expect(head.contains("content-type: text/event-stream\r\n"))
            // The first event is the version the page may already have drawn.
            #expect(events.nextEvent() == "{\"version\":\(before)}")
            // Reading changes nothing, and is not announced.
            #expect(try client.exchange("GET", "/api/state").hasPrefix("HTTP/1.1 200 "))
            let tapped = try client.exchange(
                "POST", "/api/command", body: "{\"source\": \"- tapOn:\\n    id: welcome.login\\n\"}")
            #expect(tapped.contains("\"passed\":true"))
            // The next event, however long the wait, is the change: counted, not timed.
            let announced = try #require(events.nextEvent())
            let version = try #require(Self.version(in: announced))
            #expect(version > before)
            #expect(tapped.contains("\"version\":\(version)"))
        }
    }

    @Test func theEventStreamPastTheCapIsRefused() throws {
        let studio = try LiveStudio()
        let cap = studio.server.limits.streams
        try studio.serve { client in
            let open = try (0..<cap).map { _ in try client.openEvents() }
            defer { for (events, _) in open { events.close() } }
            #expect(open.allSatisfy { $0.head.hasPrefix("HTTP/1.1 200 ") })
            let (extra, refusal) = try client.openEvents()
            defer { extra.close() }
            #expect(refusal.hasPrefix("HTTP/1.1 503 "), "stream \(cap + 1) of \(cap) was answered \(refusal)")
            // The page's requests still have their slots.
            #expect(try client.exchange("GET", "/api/state").hasPrefix("HTTP/1.1 200 "))
        }
    }

    @Test func stoppingTheStudioClosesItsEventStreams() throws {
        let studio = try LiveStudio()
        try studio.serve { client in
            let (events, _) = try client.openEvents()
            defer { events.close() }
            #expect(events.nextEvent() != nil)
            client.stopServing()
            #expect(events.waitUntilClosed())
        }
        #expect(studio.server.openStreamCount == 0)
    }

    private nonisolated static func version(in event: String) -> Int? {
        let object = try? JSONSerialization.jsonObject(with: Data(event.utf8)) as? [String: Int]
        return object?["version"]
    }
}
