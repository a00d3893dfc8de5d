import HTTPServerKit
import Testing

@testable import App
@testable import Studio

@Suite struct StudioAccessTests {
    let access = StudioAccess(token: "a1b2c3", port: 8123)

    private func request(
        _ method: String = "GET", _ target: String = "/api/state", host: String = "127.0.0.1:8123",
        authorization: String? = "Bearer a1b2c3", cookie: String? = nil, origin: String? = nil, site: String? = nil
    ) -> HTTPRequest {
        var headers = [HTTPHeader(name: "Host", value: host)]
        if let authorization { headers.append(HTTPHeader(name: "Authorization", value: authorization)) }
        if let cookie { headers.append(HTTPHeader(name: "Cookie", value: cookie)) }
        if let origin { headers.append(HTTPHeader(name: "Origin", value: origin)) }
        if let site { headers.append(HTTPHeader(name: "Sec-Fetch-Site", value: site)) }
        return HTTPRequest(method: method, target: target, headers: headers)
    }

    private func refusal(_ request: HTTPRequest) -> HTTPResponse? {
        if case let .answer(response) = access.decide(request), response.status == .forbidden { return response }
        return nil
    }

    @Test func aRequestWithTheTokenInItsAuthorizationIsServed() {
        #expect(access.decide(request()) == .allow)
        #expect(access.decide(request(host: "localhost:8123")) == .allow)
        #expect(access.decide(request(host: "[::1]:8123")) == .allow)
        #expect(access.decide(request(authorization: "bearer a1b2c3")) == .allow)
        #expect(access.authorization == "Bearer a1b2c3")
    }

    @Test func aRequestWithoutTheTokenIsRefusedAndToldWhereToSignIn() throws {
        let response = try #require(refusal(request(authorization: nil)))
        #expect(String(decoding: response.body, as: UTF8.self).contains("?token="))
    }

    @Test func aWrongTokenIsRefused() {
        #expect(refusal(request(authorization: "Bearer a1b2c4")) != nil)
        #expect(refusal(request(authorization: "Bearer a1b2c")) != nil)
        #expect(refusal(request(authorization: "Basic a1b2c3")) != nil)
        #expect(refusal(request(authorization: "a1b2c3")) != nil)
        #expect(refusal(request(authorization: "Bearer ")) != nil)
    }

    /// The token never travels in a cookie: browsers send a loopback cookie to every port, so
    /// one the studio read would be one every other local server could be handed.
    @Test func aCookieSignsNothingInAndNoAnswerSetsOne() throws {
        #expect(refusal(request(authorization: nil, cookie: "studio_token_8123=a1b2c3")) != nil)
        #expect(refusal(request(authorization: nil, cookie: "token=a1b2c3")) != nil)
        #expect(access.gate(request("GET", "/?token=a1b2c3", authorization: nil))?.header("set-cookie") == nil)
        #expect(access.gate(request(authorization: nil))?.header("set-cookie") == nil)
    }

    /// The page, its script and its style hold no secret: any request on the studio's own host
    /// gets them, the printed address (with its token) included, which is then taken out of the
    /// address bar by the page itself.
    @Test(arguments: ["/", "/studio.js", "/studio.css", "/?token=a1b2c3"])
    func thePagesOwnFilesNeedNoToken(_ target: String) {
        #expect(access.decide(request("GET", target, authorization: nil)) == .allow)
        #expect(access.decide(request("HEAD", target, authorization: nil)) == .allow)
        #expect(refusal(request("GET", target, host: "evil.example:8123", authorization: nil)) != nil)
        #expect(refusal(request("POST", target, authorization: nil)) != nil)
    }

    @Test func twoStudiosSideBySideEachTakeOnlyTheirOwnToken() {
        let other = StudioAccess(token: "d4e5f6", port: 9234)
        #expect(other.decide(request(host: "127.0.0.1:9234", authorization: "Bearer d4e5f6")) == .allow)
        #expect(refusal(request(authorization: "Bearer d4e5f6")) != nil)
        #expect(other.decide(request(host: "127.0.0.1:9234", authorization: "Bearer a1b2c3")) != .allow)
    }

    @Test func aWrongTokenInTheAddressIsRefused() {
        #expect(refusal(request("GET", "/?token=a1b2c4", authorization: nil)) != nil)
        #expect(refusal(request("GET", "/?token=")) != nil)
    }

    @Test(arguments: ["evil.example:8123", "127.0.0.1:8124", "127.0.0.1", "localhost", "", "127.0.0.1:8123.evil"])
    func aForeignHostIsRefusedEvenWithTheToken(_ host: String) {
        #expect(refusal(request(host: host)) != nil)
    }

    @Test func aChangeFromAForeignOriginIsRefusedEvenWithTheToken() {
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
        #expect(refusal(request(authorization: "Bearer x1b2c3")) != nil)
        #expect(refusal(request("GET", "/?token=x1b2c3", authorization: nil)) != nil)
    }

    @Test func aTokenFollowedByANulByteIsRefused() {
        #expect(!StudioAccess.constantTimeEqual("abc", "abc\u{0}"))
        #expect(!StudioAccess.constantTimeEqual("abc\u{0}", "abc"))
        #expect(refusal(request("GET", "/?token=a1b2c3%00", authorization: nil)) != nil)
        #expect(refusal(request(authorization: "Bearer a1b2c3\u{0}")) != nil)
    }

    @Test func theGateLetsThroughWhatTheRulesAllowAndAnswersTheRestWithTheStudiosHeaders() throws {
        #expect(access.gate(request()) == nil)
        let refusal = try #require(access.gate(request(authorization: nil)))
        #expect(refusal.status == .forbidden)
        #expect(refusal.header("x-frame-options") == "DENY")
        #expect(refusal.header("cache-control") == "no-store")
        #expect(access.gate(request("GET", "/?token=a1b2c3", authorization: nil)) == nil)
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
