import Foundation
import HTTPServerKit
import Testing

@testable import Studio

/// Studios on the loopback address beside each other and beside other servers, reached as a
/// browser reaches them: the address each printed, then its cookie, kept in a cookie jar that
/// follows RFC 6265. What a browser alone decides (which requests carry a SameSite=Strict
/// cookie) is proven in headless Chromium by `make studio-check`.
@Suite(.serialized) struct StudioSideBySideTests {
    /// A studio's access rules on a real server whose handler answers `studio PORT`.
    private struct ServedStudio {
        let server: HTTPServer
        let access: StudioAccess

        init(limits: HTTPLimits = HTTPLimits()) throws {
            server = try HTTPServer(port: 0, limits: limits)
            access = StudioAccess(token: StudioAccess.randomToken(), port: server.port)
            let port = server.port
            server.start(gate: access.gate) { _ in .plainText(.ok, "studio \(port)") }
        }

        var address: String { access.address }
    }

    /// A browser's requests: one connection each, the jar's cookies for 127.0.0.1 on any port,
    /// and a 303 followed on the same origin.
    private struct BrowserLikeClient {
        var jar = RFC6265CookieJar()

        /// Opens `address` (`http://127.0.0.1:PORT/PATH`) and returns the last response's status line and body.
        mutating func open(_ address: String) throws -> (status: String, body: String) {
            let origin = address.dropFirst("http://".count).prefix { $0 != "/" }
            guard let port = UInt16(origin.split(separator: ":").last ?? "") else { throw Unreadable() }
            var target = String(address.dropFirst("http://".count + origin.count))
            for _ in 0..<3 {
                let socket = try LoopbackSocket(port: port)
                defer { socket.close() }
                let path = String(target.prefix { $0 != "?" })
                let cookie = jar.header(for: "127.0.0.1", path: path).map { "Cookie: \($0)\r\n" } ?? ""
                socket.send("GET \(target) HTTP/1.1\r\nHost: \(origin)\r\n\(cookie)Connection: close\r\n\r\n")
                let response = socket.readResponse()
                guard let headEnd = response.range(of: "\r\n\r\n") else { throw Unreadable() }
                let lines = response[..<headEnd.lowerBound].split(separator: "\r\n")
                for line in lines where line.lowercased().hasPrefix("set-cookie:") {
                    jar.store(
                        String(line.dropFirst("set-cookie:".count)).trimmingCharacters(in: .whitespaces),
                        from: "127.0.0.1")
                }
                let status = String(lines.first ?? "")
                guard status.contains(" 303 "),
                    let location = lines.first(where: { $0.lowercased().hasPrefix("location:") })
                else { return (status, String(response[headEnd.upperBound...])) }
                target = location.dropFirst("location:".count).trimmingCharacters(in: .whitespaces)
            }
            throw Unreadable()
        }

        struct Unreadable: Error {}
    }

    @Test func twoStudiosSignedInFromOneBrowserStaySignedInAndEachReadsOnlyItsOwnCookie() throws {
        let first = try ServedStudio()
        let second = try ServedStudio()
        defer {
            first.server.stop()
            second.server.stop()
        }
        var browser = BrowserLikeClient()
        #expect(try browser.open(first.address) == ("HTTP/1.1 200 OK", "studio \(first.server.port)\n"))
        #expect(try browser.open(second.address) == ("HTTP/1.1 200 OK", "studio \(second.server.port)\n"))
        // Signing in to the second did not replace the first one's cookie: both still serve.
        for studio in [first, second] {
            let page = "http://127.0.0.1:\(studio.server.port)/"
            #expect(try browser.open(page) == ("HTTP/1.1 200 OK", "studio \(studio.server.port)\n"))
        }
        let names = browser.jar.cookies.map(\.name).sorted()
        #expect(names == ["studio_token_\(first.server.port)", "studio_token_\(second.server.port)"].sorted())
        for cookie in browser.jar.cookies {
            // Host-only (no Domain), for the whole page, out of the page's scripts' reach, and
            // kept from requests another site starts.
            #expect(cookie.host == "127.0.0.1" && cookie.path == "/" && cookie.attributes["domain"] == nil)
            #expect(cookie.attributes["httponly"] != nil && cookie.attributes["samesite"] == "Strict")
        }
        // Each one's token is refused by the other, even under the other's name.
        let swapped = "studio_token_\(second.server.port)=\(first.access.token)"
        let request = HTTPRequest(
            method: "GET", target: "/",
            headers: [
                HTTPHeader(name: "host", value: "127.0.0.1:\(second.server.port)"),
                HTTPHeader(name: "cookie", value: swapped),
            ])
        #expect(second.access.gate(request)?.status == .forbidden)
    }

    @Test func aPlainServerOnAnotherPortGetsNoCookieInItsOwnNameAndNoStudioTakesAnothersToken() throws {
        let studio = try ServedStudio()
        let listener = try PlainListener()
        defer {
            studio.server.stop()
            listener.stop()
        }
        var browser = BrowserLikeClient()
        _ = try browser.open(studio.address)
        #expect(try browser.open("http://127.0.0.1:\(listener.port)/?token=anything") == ("HTTP/1.1 200 OK", "plain"))
        let head = try #require(listener.receivedHeads.first)
        let cookies =
            head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("cookie:") }
            .map { $0.dropFirst("cookie:".count).split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) } }
            ?? []
        // A studio on the listener's port would look for a cookie in its own name: there is none.
        #expect(!cookies.contains { $0.hasPrefix("studio_token_\(listener.port)=") })
        // Cookies are not isolated by port (RFC 6265 8.5): a client following the RFC sends the
        // studio's cookie, under the studio's name, to any server on 127.0.0.1 it is sent to.
        // Only SameSite=Strict (a browser's rule) keeps it from requests other sites start.
        #expect(cookies == ["studio_token_\(studio.server.port)=\(studio.access.token)"])
        // What the listener could do with it: sign in to no studio but the one that issued it.
        let other = StudioAccess(token: StudioAccess.randomToken(), port: listener.port)
        let replay = HTTPRequest(
            method: "GET", target: "/",
            headers: [
                HTTPHeader(name: "host", value: "127.0.0.1:\(listener.port)"),
                HTTPHeader(name: "cookie", value: cookies[0]),
            ])
        #expect(other.gate(replay)?.status == .forbidden)
    }

    @Test func connectionsWithoutTheTokenCannotKeepOutTheBrowserThatHasIt() throws {
        let studio = try ServedStudio(limits: HTTPLimits(connections: 8))
        defer { studio.server.stop() }
        var browser = BrowserLikeClient()
        _ = try browser.open(studio.address)
        // Idle connections and kept-alive requests without the token, far more than the slots.
        let idle = try (0..<64).map { _ in try LoopbackSocket(port: studio.server.port) }
        let asking = try (0..<64).map { _ in try LoopbackSocket(port: studio.server.port) }
        defer { for socket in idle + asking { socket.close() } }
        for socket in asking { socket.send("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:\(studio.server.port)\r\n\r\n") }
        var served = 0
        for _ in 0..<10
        where try browser.open("http://127.0.0.1:\(studio.server.port)/api/state").status.contains(" 200 ") {
            served += 1
        }
        #expect(served == 10)
        // The browser's connections end; the others, still open, never held a slot.
        let deadline = ContinuousClock.now + .seconds(5)
        while studio.server.servedConnectionCount > 0, ContinuousClock.now < deadline { usleep(5000) }
        #expect(studio.server.servedConnectionCount == 0)
    }
}
