import Foundation
import Testing

@testable import ContentServices

/// The reader holds at most a head and the body limit, whatever the framing, and refuses an
/// answer sent compressed at its head.
@Suite struct HTTPResponseReaderTests {
    private func read(_ text: String, limit: Int = 64, pieceSize: Int? = nil) -> HTTPResponseReader.Progress {
        var reader = HTTPResponseReader(bodyLimit: limit)
        let bytes = Array(text.utf8)
        let size = pieceSize ?? max(bytes.count, 1)
        var start = 0
        while start < bytes.count {
            let progress = reader.read(bytes[start..<min(start + size, bytes.count)])
            if progress != .needsMore { return progress }
            start += size
        }
        return reader.end()
    }

    private func body(_ progress: HTTPResponseReader.Progress) -> String? {
        guard case let .complete(response) = progress else { return nil }
        return String(decoding: response.body, as: UTF8.self)
    }

    @Test(arguments: [nil, 1, 2, 3, 7])
    func everyFramingReadsTheSameBodyHoweverTheBytesAreCut(pieceSize: Int?) {
        let lengthed = "HTTP/1.1 200 OK\r\nContent-Length: 5\r\nETag: \"a\"\r\n\r\nhello"
        let chunked =
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;x=y\r\nhe\r\n3\r\nllo\r\n0\r\nT: 1\r\n\r\n"
        let closing = "HTTP/1.1 200 OK\r\n\r\nhello"
        let interim = "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello"
        for text in [lengthed, chunked, closing, interim] {
            #expect(body(read(text, pieceSize: pieceSize)) == "hello", "\(text.debugDescription)")
        }
        guard case let .complete(response) = read(lengthed, pieceSize: pieceSize) else { return }
        #expect(response.status == 200 && response.header("ETag") == "\"a\"")
    }

    @Test(arguments: ["gzip", "x-gzip", "deflate", "br", "zstd", "gzip, gzip"])
    func anAnswerSentCompressedIsRefusedAtItsHeadBeforeAByteOfItsBody(encoding: String) {
        var reader = HTTPResponseReader(bodyLimit: 64)
        let head = "HTTP/1.1 200 OK\r\nContent-Encoding: \(encoding)\r\nContent-Length: 1000000\r\n\r\n"
        guard case let .failed(.malformed(reason)) = reader.read(ArraySlice(head.utf8)) else {
            Issue.record("a \(encoding) answer was not refused at its head")
            return
        }
        #expect(reason.contains("encoded as \(encoding)"))
        #expect(body(read("HTTP/1.1 200 OK\r\nContent-Encoding: identity\r\nContent-Length: 2\r\n\r\nok")) == "ok")
    }

    @Test func aBodyPastTheLimitIsRefusedWhateverItsFraming() {
        let tooLarge = HTTPResponseReader.Progress.failed(.bodyTooLarge(limit: 4))
        #expect(read("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\n", limit: 4) == tooLarge)
        #expect(read("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n", limit: 4) == tooLarge)
        #expect(read("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\n", limit: 4) == tooLarge)
        #expect(read("HTTP/1.1 200 OK\r\n\r\nabcde", limit: 4, pieceSize: 1) == tooLarge)
        #expect(body(read("HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\nabcd", limit: 4)) == "abcd")
    }

    @Test func anEndlessHeadOrChunkLineIsRefusedAtItsBound() {
        let endlessHead = "HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: HTTPResponseReader.headLimit + 10)
        guard case .failed(.malformed) = read(endlessHead, pieceSize: 4096) else {
            Issue.record("an endless head was not refused")
            return
        }
        let endlessLine = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + String(repeating: "0", count: 2000)
        guard case .failed(.malformed) = read(endlessLine, pieceSize: 100) else {
            Issue.record("an endless chunk-size line was not refused")
            return
        }
        let interims = String(repeating: "HTTP/1.1 102 Processing\r\n\r\n", count: 9) + "HTTP/1.1 200 OK\r\n\r\n"
        guard case .failed(.malformed) = read(interims) else {
            Issue.record("endless interim answers were not refused")
            return
        }
    }

    @Test func whatIsNotAWholeHTTPAnswerSaysSo() {
        guard case .failed(.malformed("the server's answer is not HTTP")) = read("SSH-2.0-OpenSSH_9.2\r\n\r\n") else {
            Issue.record("an answer that is not HTTP was not refused as such")
            return
        }
        #expect(read("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhel") == .failed(.connectionLost))
        #expect(read("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhel") == .failed(.connectionLost))
        for broken in [
            "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", "HTTP/1.1 200 OK\r\nContent-Length: 1x\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nabc\r\n",
        ] {
            guard case .failed(.malformed) = read(broken) else {
                Issue.record("\(broken.debugDescription) was not refused")
                continue
            }
        }
    }

    /// Reading is linear in what comes: a head sent one byte at a time is searched once, and a
    /// body of a hundred thousand one-byte chunks is read without moving bytes again and again.
    @Test func readingTakesTimeInProportionToTheBytesHoweverTheyAreCut() {
        let manyChunks = String(repeating: "1\r\na\r\n", count: 100_000) + "0\r\n\r\n"
        let start = ContinuousClock.now
        let chunked = read("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + manyChunks, limit: 1 << 20)
        let head = "HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: 60_000) + "\r\nContent-Length: 1\r\n\r\nb"
        let byteByByte = read(head, pieceSize: 1)
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(body(chunked)?.count == 100_000)
        #expect(body(byteByByte) == "b")
    }
}
