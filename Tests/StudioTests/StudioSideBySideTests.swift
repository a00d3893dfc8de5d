import Foundation
import HTTPServerKit
import Testing

@testable import Studio

/// Studios on the loopback address beside each other and beside other servers, reached as a
/// browser and the studio's page reach them: the address each printed, whose token the page
/// keeps for its own origin (port included) and sends in `Authorization`, and a cookie jar that
/// follows RFC 6265 for whatever cookie an answer might set. What a browser alone decides
/// (session storage, the page's script) is proven in headless Chromium by `make studio-check`.
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

    /// A browser with the studio's page open in it: one connection per request, the jar's
    /// cookies for 127.0.0.1 on any port, and the page's token, taken from the address it was
    /// opened at, kept per origin and sent in `Authorization` to that origin only.
    private struct BrowserLikeClient {
        var jar = RFC6265CookieJar()
        /// The page's session storage: a token per origin (`127.0.0.1:PORT`).
        var tokens: [String: String] = [:]

        /// Opens `address` (`http://127.0.0.1:PORT/PATH`) and returns the status line and body.
        mutating func open(_ address: String) throws -> (status: String, body: String) {
            let origin = String(address.dropFirst("http://".count).prefix { $0 != "/" })
            guard let port = UInt16(origin.split(separator: ":").last ?? "") else { throw Unreadable() }
            let target = String(address.dropFirst("http://".count + origin.count))
            if let token = URLComponents(string: address)?.queryItems?.first(where: { $0.name == "token" })?.value {
                tokens[origin] = token
            }
            let socket = try LoopbackSocket(port: port)
            defer { socket.close() }
            let path = String(target.prefix { $0 != "?" })
            let cookie = jar.header(for: "127.0.0.1", path: path).map { "Cookie: \($0)\r\n" } ?? ""
            let authorization = tokens[origin].map { "Authorization: Bearer \($0)\r\n" } ?? ""
            socket.send(
                "GET \(target) HTTP/1.1\r\nHost: \(origin)\r\n\(cookie)\(authorization)Connection: close\r\n\r\n")
            let response = socket.readResponse()
            guard let headEnd = response.range(of: "\r\n\r\n") else { throw Unreadable() }
            let lines = response[..<headEnd.lowerBound].split(separator: "\r\n")
            for line in lines where line.lowercased().hasPrefix("set-cookie:") {
                jar.store(
                    String(line.dropFirst("set-cookie:".count)).trimmingCharacters(in: .whitespaces), from: "127.0.0.1")
            }
            return (String(lines.first ?? ""), String(response[headEnd.upperBound...]))
        }

        struct Unreadable: Error {}
    }

    @Test func twoStudiosSignedInFromOneBrowserStaySignedInAndEachTakesOnlyItsOwnToken() throws {
        let first = try ServedStudio()
        let second = try ServedStudio()
        defer {
            first.server.stop()
            second.server.stop()
        }
        var browser = BrowserLikeClient()
        #expect(try browser.open(first.address) == ("HTTP/1.1 200 OK", "studio \(first.server.port)\n"))
        #expect(try browser.open(second.address) == ("HTTP/1.1 200 OK", "studio \(second.server.port)\n"))
        // Signing in to the second did not sign out of the first: both still serve.
        for studio in [first, second] {
            let api = "http://127.0.0.1:\(studio.server.port)/api/state"
            #expect(try browser.open(api) == ("HTTP/1.1 200 OK", "studio \(studio.server.port)\n"))
        }
        #expect(browser.jar.cookies.isEmpty, "an answer set \(browser.jar.cookies.map(\.name))")
        // Each one's token is refused by the other.
        let swapped = HTTPRequest(
            method: "GET", target: "/api/state",
            headers: [
                HTTPHeader(name: "host", value: "127.0.0.1:\(second.server.port)"),
                HTTPHeader(name: "authorization", value: first.access.authorization),
            ])
        #expect(second.access.gate(swapped)?.status == .forbidden)
    }

    /// Browsers do not isolate cookies by port (RFC 6265 8.5): a studio token kept in a cookie
    /// reached every other server on 127.0.0.1 the browser was sent to. It is kept by the page
    /// for the studio's origin alone, so another server gets nothing of it.
    @Test func aServerOnAnotherPortOfTheLoopbackGetsNothingOfTheStudiosToken() throws {
        let studio = try ServedStudio()
        let listener = try PlainListener()
        defer {
            studio.server.stop()
            listener.stop()
        }
        var browser = BrowserLikeClient()
        _ = try browser.open(studio.address)
        #expect(try browser.open("http://127.0.0.1:\(studio.server.port)/api/state").status == "HTTP/1.1 200 OK")
        #expect(try browser.open("http://127.0.0.1:\(listener.port)/") == ("HTTP/1.1 200 OK", "plain"))
        let head = try #require(listener.receivedHeads.first)
        #expect(!head.contains(studio.access.token), "another server was sent the studio's token: \(head)")
        #expect(!head.lowercased().contains("cookie:"))
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
