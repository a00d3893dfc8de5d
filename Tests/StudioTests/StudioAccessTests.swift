import HTTPServerKit
import Testing

@testable import App
@testable import Studio

@Suite struct StudioAccessTests {
    let access = StudioAccess(token: "a1b2c3", port: 8123)

    private func request(
        _ method: String = "GET", _ target: String = "/api/state", host: String = "127.0.0.1:8123",
        cookie: String? = "studio_token_8123=a1b2c3", origin: String? = nil, site: String? = nil
    ) -> HTTPRequest {
        var headers = [HTTPHeader(name: "Host", value: host)]
        if let cookie { headers.append(HTTPHeader(name: "Cookie", value: cookie)) }
        if let origin { headers.append(HTTPHeader(name: "Origin", value: origin)) }
        if let site { headers.append(HTTPHeader(name: "Sec-Fetch-Site", value: site)) }
        return HTTPRequest(method: method, target: target, headers: headers)
    }

    private func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        if case let .answer(response) = access.decide(request), response.status == .forbidden { return response }
        return nil
    }

    @Test func aRequestWithTheCookieIsServed() {
        #expect(access.decide(request()) == .allow)
        #expect(access.decide(request(host: "localhost:8123")) == .allow)
        #expect(access.decide(request(host: "[::1]:8123")) == .allow)
    }

    @Test func aRequestWithoutTheCookieIsRefusedAndToldWhereToSignIn() throws {
        let response = try #require(refusal(request(cookie: nil)))
        #expect(String(decoding: response.body, as: UTF8.self).contains("?token="))
    }

    @Test func aWrongCookieIsRefused() {
        #expect(refusal(request(cookie: "studio_token_8123=a1b2c4")) != nil)
        #expect(refusal(request(cookie: "studio_token_8123=a1b2c")) != nil)
        #expect(refusal(request(cookie: "other=a1b2c3")) != nil)
    }

    @Test func theRightTokenInTheAddressSetsAStrictHttpOnlyCookieAndDropsTheToken() throws {
        guard case let .answer(response) = access.decide(request("GET", "/?token=a1b2c3", cookie: nil)) else {
            Issue.record("expected a redirect")
            return
        }
        #expect(response.status == .seeOther)
        #expect(response.header("location") == "/")
        let cookie = try #require(response.header("set-cookie"))
        #expect(cookie.hasPrefix("studio_token_8123=a1b2c3;"))
        #expect(cookie.contains("HttpOnly"))
        #expect(cookie.contains("SameSite=Strict"))
    }

    @Test func twoStudiosSideBySideEachReadOnlyTheirOwnCookie() throws {
        let other = StudioAccess(token: "d4e5f6", port: 9234)
        #expect(other.cookieName != access.cookieName)
        guard
            case let .answer(signIn) = other.decide(
                request("GET", "/?token=d4e5f6", host: "127.0.0.1:9234", cookie: nil))
        else {
            Issue.record("expected a redirect")
            return
        }
        #expect(try #require(signIn.header("set-cookie")).hasPrefix("studio_token_9234=d4e5f6;"))
        // The browser sends both cookies to both studios (cookies are not scoped by port).
        let both = "studio_token_8123=a1b2c3; studio_token_9234=d4e5f6"
        #expect(access.decide(request(cookie: both)) == .allow)
        #expect(other.decide(request(host: "127.0.0.1:9234", cookie: both)) == .allow)
        // One studio's cookie alone does not sign in to the other.
        #expect(refusal(request(cookie: "studio_token_9234=d4e5f6")) != nil)
    }

    @Test(arguments: ["//evil.example/x", "/\\evil.example", "/\\/evil.example", "//", "/%0d%0aSet-Cookie:x"])
    func theSignInRedirectNeverLeavesTheStudio(path: String) throws {
        let target = path + "?token=a1b2c3"
        guard case let .answer(response) = access.decide(request("GET", target, cookie: nil)) else {
            Issue.record("expected a redirect")
            return
        }
        let location = try #require(response.header("location"))
        #expect(location.hasPrefix("/") && !location.hasPrefix("//") && !location.contains("\\"), "\(location)")
    }

    @Test func aWrongTokenInTheAddressIsRefused() {
        #expect(refusal(request("GET", "/?token=a1b2c4", cookie: nil)) != nil)
        #expect(refusal(request("GET", "/?token=", cookie: "studio_token_8123=a1b2c3")) != nil)
    }

    @Test(arguments: ["evil.example:8123", "127.0.0.1:8124", "127.0.0.1", "localhost", "", "127.0.0.1:8123.evil"])
    func aForeignHostIsRefusedEvenWithTheCookie(_ host: String) {
        #expect(refusal(request(host: host)) != nil)
    }

    @Test func aChangeFromAForeignOriginIsRefusedEvenWithTheCookie() {
        #expect(refusal(request("POST", "/api/tap", origin: "http://evil.example")) != nil)
        #expect(refusal(request("POST", "/api/tap", origin: "http://127.0.0.1:9999")) != nil)
        #expect(refusal(request("POST", "/api/tap", origin: "null")) != nil)
        #expect(refusal(request("POST", "/api/tap", site: "cross-site")) != nil)
    }

    @Test func aChangeFromTheStudiosOwnPageIsServed() {
        #expect(
            access.decide(request("POST", "/api/tap", origin: "http://127.0.0.1:8123", site: "same-origin")) == .allow)
    }

    @Test func aChangeMarkedSameSiteIsRefused() {
        // Another server on the loopback address, another studio included, is the same site.
        #expect(refusal(request("POST", "/api/tap", site: "same-site")) != nil)
        #expect(refusal(request("POST", "/api/tap", origin: "http://127.0.0.1:8123", site: "same-site")) != nil)
    }

    @Test(arguments: ["PUT", "DELETE", "PATCH", "OPTIONS"])
    func aChangeByAnyMethodFromAForeignOriginIsRefused(_ method: String) {
        #expect(refusal(request(method, "/api/tap", origin: "http://evil.example")) != nil)
        #expect(refusal(request(method, "/api/tap", site: "cross-site")) != nil)
        #expect(access.decide(request(method, "/api/tap", origin: "http://127.0.0.1:8123")) == .allow)
    }

    @Test func aTokenThatDiffersOnlyInItsFirstByteIsRefused() {
        #expect(!StudioAccess.constantTimeEqual("xbc", "abc"))
        #expect(refusal(request(cookie: "studio_token_8123=x1b2c3")) != nil)
        #expect(refusal(request("GET", "/?token=x1b2c3", cookie: nil)) != nil)
    }

    @Test func aTokenFollowedByANulByteIsRefused() {
        #expect(!StudioAccess.constantTimeEqual("abc", "abc\u{0}"))
        #expect(!StudioAccess.constantTimeEqual("abc\u{0}", "abc"))
        #expect(refusal(request("GET", "/?token=a1b2c3%00", cookie: nil)) != nil)
    }

    @Test func theGateLetsThroughWhatTheRulesAllowAndAnswersTheRestWithTheStudiosHeaders() throws {
        #expect(access.gate(request()) == nil)
        let refusal = try #require(access.gate(request(cookie: nil)))
        #expect(refusal.status == .forbidden)
        #expect(refusal.header("x-frame-options") == "DENY")
        #expect(refusal.header("cache-control") == "no-store")
        let signIn = try #require(access.gate(request("GET", "/?token=a1b2c3", cookie: nil)))
        #expect(signIn.status == .seeOther)
    }

    @Test func aRandomTokenIs32BytesOfHexAndDiffersEachTime() {
        let first = StudioAccess.randomToken()
        #expect(first.count == 64)
        #expect(first.allSatisfy { $0.isHexDigit })
        #expect(first != StudioAccess.randomToken())
    }

    @Test func tokensCompareEqualOnlyWhenEveryByteMatches() {
        #expect(StudioAccess.constantTimeEqual("abc", "abc"))
        #expect(!StudioAccess.constantTimeEqual("abc", "abd"))
        #expect(!StudioAccess.constantTimeEqual("abc", "abcd"))
        #expect(!StudioAccess.constantTimeEqual("", "a"))
    }
}
