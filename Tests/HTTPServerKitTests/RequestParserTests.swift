import HTTPServerKit
import Testing

@Suite struct RequestParserTests {
    let parser = HTTPRequestParser(
        limits: HTTPLimits(requestLineBytes: 64, headerCount: 4, headerBytes: 256, bodyBytes: 16))

    private func parse(_ text: String) -> HTTPParseOutcome {
        parser.parse(Array(text.utf8))
    }

    private func query(_ target: String) throws -> [String: String] {
        guard case let .request(request, _) = parse("GET \(target) HTTP/1.1\r\nHost: h\r\n\r\n") else {
            throw ParseFailure()
        }
        return request.query
    }

    private struct ParseFailure: Error {}

    private func status(_ text: String) -> Int? {
        if case let .failure(error) = parse(text) { return error.status.code }
        return nil
    }

    @Test func aCompleteGetIsReadWithItsPathQueryHeadersAndCookie() throws {
        let outcome = parse(
            "GET /api/state?x=a%20b&y=c+d HTTP/1.1\r\nHost: 127.0.0.1:8\r\nCookie: a=1; studio=t0k\r\n\r\n")
        guard case let .request(request, consumed) = outcome else {
            Issue.record("expected a request, got \(outcome)")
            return
        }
        #expect(request.method == "GET")
        #expect(request.path == "/api/state")
        #expect(request.query == ["x": "a b", "y": "c d"])
        #expect(request.header("HOST") == "127.0.0.1:8")
        #expect(request.cookie("studio") == "t0k")
        #expect(consumed == outcome.consumedCount)
    }

    @Test func aSecondHostFieldIsRefusedWith400() {
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1:8\r\nHost: evil.example\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1:8\r\n\r\n") == nil)
    }

    @Test func aBodyIsReadToItsContentLengthAndTheRestIsLeftForTheNextRequest() {
        let text = "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhelloGET"
        guard case let .request(request, consumed) = parse(text) else {
            Issue.record("expected a request")
            return
        }
        #expect(request.bodyText == "hello")
        #expect(consumed == text.utf8.count - 3)
    }

    @Test func aRequestCutAnywhereIsIncompleteUntilItsLastByte() {
        let text = "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 2\r\n\r\nhi"
        let bytes = Array(text.utf8)
        for end in 0..<bytes.count {
            #expect(parser.parse(Array(bytes[0..<end])) == .incomplete, "cut at \(end)")
        }
    }

    @Test func aBareLineFeedEndsALineAsRFC9112Allows() {
        guard case .request = parse("GET / HTTP/1.1\nHost: h\n\n") else {
            Issue.record("expected a request")
            return
        }
    }

    @Test func aRequestLinePastItsLimitIsRefusedWith414BeforeItEnds() {
        #expect(status("GET /" + String(repeating: "a", count: 80)) == 414)
        #expect(status("GET /" + String(repeating: "a", count: 80) + " HTTP/1.1\r\n") == 414)
    }

    @Test func tooManyHeaderFieldsAreRefusedWith431() {
        let fields = (0..<5).map { "X-\($0): v\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\n" + fields + "\r\n") == 431)
    }

    @Test func exactlyTheLimitOfHeaderFieldsIsReadAndOneMoreIsRefused() {
        // Host and three more make four, the limit.
        let three = (0..<3).map { "X-\($0): v\r\n" }.joined()
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\n" + three + "\r\n") == nil)
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\n" + three + "X-3: v\r\n\r\n") == 431)
    }

    @Test func aHeaderSectionPastItsLimitIsRefusedWith431BeforeItEnds() {
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\nX-Big: " + String(repeating: "v", count: 300)) == 431)
    }

    @Test func aDeclaredBodyPastItsLimitIsRefusedWith413BeforeItArrives() {
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 17\r\n\r\n") == 413)
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999999\r\n\r\n") == 413)
    }

    @Test func aBodyOfExactlyTheLimitIsRead() {
        let body = String(repeating: "b", count: 16)
        guard case let .request(request, _) = parse("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 16\r\n\r\n" + body)
        else {
            Issue.record("a body of exactly the limit was not read")
            return
        }
        #expect(request.bodyText == body)
    }

    @Test func theDefaultLimitsTakeABodyOfOneMebibyteAndRefuseOneByteMore() {
        let parser = HTTPRequestParser()
        let head = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: "
        // The mebibyte is awaited; a byte more is refused before any of it arrives.
        #expect(parser.parse(Array((head + "1048576\r\n\r\n").utf8)) == .incomplete)
        guard case let .failure(error) = parser.parse(Array((head + "1048577\r\n\r\n").utf8)) else {
            Issue.record("a body past the default limit was not refused")
            return
        }
        #expect(error.status == .contentTooLarge)
    }

    @Test func theDefaultLimitsTake64HeaderFieldsAnd8KiBOfRequestLine() {
        let parser = HTTPRequestParser()
        func outcome(_ text: String) -> HTTPParseOutcome { parser.parse(Array(text.utf8)) }
        let fields = (0..<63).map { "X-\($0): v\r\n" }.joined()
        guard case .request = outcome("GET / HTTP/1.1\r\nHost: h\r\n" + fields + "\r\n") else {
            Issue.record("64 header fields were not read")
            return
        }
        #expect(outcome("GET / HTTP/1.1\r\nHost: h\r\n" + fields + "X-63: v\r\n\r\n").failureStatus == 431)
        let target = "/" + String(repeating: "a", count: 8192 - "GET / HTTP/1.1".count)
        #expect(outcome("GET \(target) HTTP/1.1\r\nHost: h\r\n\r\n").failureStatus == nil)
        #expect(outcome("GET \(target)a HTTP/1.1\r\nHost: h\r\n\r\n").failureStatus == 414)
    }

    @Test func anEscapeAtTheVeryEndOfTheQueryIsDecoded() throws {
        #expect(try query("/?t=a%41") == ["t": "aA"])
        #expect(try query("/?t=%41") == ["t": "A"])
        #expect(try query("/?t=a%4") == ["t": "a%4"])
    }

    @Test func theFirstOfARepeatedQueryNameWins() throws {
        #expect(try query("/?t=a&t=b") == ["t": "a"])
    }

    @Test(arguments: [
        "GET\r\n\r\n",
        "GET  / HTTP/1.1\r\nHost: h\r\n\r\n",
        "GET http://evil/ HTTP/1.1\r\nHost: h\r\n\r\n",
        "GET ../etc/passwd HTTP/1.1\r\nHost: h\r\n\r\n",
        "G(T / HTTP/1.1\r\nHost: h\r\n\r\n",
        "GET / HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n",
        "GET / HTTP/1.1\r\nHost h\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: h\u{1}\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n",
    ])
    func malformedRequestsAreRefusedWith400(_ text: String) {
        #expect(status(text) == 400)
    }

    @Test func aChunkedBodyIsRefusedWith501() {
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n") == 501)
    }

    @Test func anUnknownVersionIsRefusedWith505() {
        #expect(status("GET / HTTP/2.0\r\nHost: h\r\n\r\n") == 505)
    }

    @Test func http10KeepsAliveOnlyWhenItAsksAndHttp11UnlessItSaysClose() throws {
        func keepsAlive(_ text: String) -> Bool? {
            if case let .request(request, _) = parse(text) { return request.keepsAlive }
            return nil
        }
        #expect(keepsAlive("GET / HTTP/1.0\r\n\r\n") == false)
        #expect(keepsAlive("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n") == true)
        #expect(keepsAlive("GET / HTTP/1.1\r\nHost: h\r\n\r\n") == true)
        #expect(keepsAlive("GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n") == false)
    }

    @Test func aResponseFieldCannotSmuggleAnotherField() {
        let response = HTTPResponse(status: .ok).adding("x-name", "a\r\nset-cookie: evil=1")
        let text = String(decoding: response.serialized(keepAlive: false), as: UTF8.self)
        #expect(!text.contains("\r\nset-cookie"))
    }
}

extension HTTPParseOutcome {
    /// The status of a refusal, or `nil`.
    var failureStatus: Int? {
        if case let .failure(error) = self { return error.status.code }
        return nil
    }

    /// The bytes a parsed request took, or 0.
    var consumedCount: Int {
        if case let .request(_, consumed) = self { return consumed }
        return 0
    }
}
