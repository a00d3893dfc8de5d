import Foundation

/// Reads one HTTP/1.1 response from the bytes of a connection as they come, holding at most
/// its head (64 KiB) and `bodyLimit` bytes of body, whatever the framing: a `Content-Length`
/// above the limit is refused before its body is read, a chunked or close-delimited body as
/// soon as it passes the limit. The app asks for its answers as they are (`Accept-Encoding:
/// identity`); one sent compressed all the same is refused at its head, before a byte of it is
/// inflated, since a few kilobytes can inflate to gigabytes.
struct HTTPResponseReader {
    /// Where the reading is.
    enum Progress: Equatable {
        /// More bytes are needed.
        case needsMore
        /// The whole response has come.
        case complete(HTTPResponse)
        /// The response cannot be read, or is larger than the limit.
        case failed(ContentServiceError)
    }

    /// The most bytes of a head (status line and fields), and of a chunked body's trailer.
    static let headLimit = 64 * 1024
    /// The longest chunk-size line (the size and any extensions).
    static let chunkLineLimit = 1024
    /// The most interim (1xx) heads before the final one.
    static let interimLimit = 8

    private enum Framing {
        case length(Int)
        case chunked
        case untilClose
    }

    private enum ChunkPhase {
        case size
        case data(remaining: Int)
        case dataEnd
        case trailer
    }

    /// The most body bytes accepted.
    let bodyLimit: Int
    /// The bytes received and not read yet, from `cursor` on; read bytes are dropped once per
    /// `read(_:)`, so no byte is moved more than once however the response is cut.
    private var pending: [UInt8] = []
    private var cursor = 0
    /// How far the search for the head's end has looked, so each byte is looked at once.
    private var searched = 0
    private var status = 0
    private var headers: [String: String] = [:]
    private var framing: Framing?
    private var chunkPhase = ChunkPhase.size
    private var body = Data()
    private var interimHeads = 0
    private var outcome = Progress.needsMore

    /// A reader for a response whose body may have at most `bodyLimit` bytes.
    init(bodyLimit: Int) {
        self.bodyLimit = max(bodyLimit, 0)
    }

    /// Reads `bytes`, the next ones of the connection.
    mutating func read(_ bytes: ArraySlice<UInt8>) -> Progress {
        guard outcome == .needsMore else { return outcome }
        pending.append(contentsOf: bytes)
        outcome = advance()
        pending.removeFirst(cursor)
        searched = max(0, searched - cursor)
        cursor = 0
        return outcome
    }

    /// The connection ended: a body that runs until the close is complete, anything else was cut off.
    mutating func end() -> Progress {
        guard outcome == .needsMore else { return outcome }
        if case .untilClose = framing {
            outcome = .complete(HTTPResponse(status: status, headers: headers, body: body))
        } else {
            outcome = .failed(.connectionLost)
        }
        return outcome
    }

    private static let statusLineStart = Array("HTTP/".utf8)
    private static let notHTTP = Progress.failed(.malformed(reason: "the server's answer is not HTTP"))

    /// Why an answer sent with `encoding` (not identity) is refused.
    static func encodingRefusal(_ encoding: String) -> ContentServiceError {
        .malformed(reason: "the server sent its answer encoded as \(encoding.prefix(40)), not as it is (identity)")
    }

    // MARK: - Reading

    private mutating func advance() -> Progress {
        // Each turn consumes bytes or returns, so the loop ends with the input.
        while true {
            guard let framing else {
                switch readHead() {
                case .needsMore: return .needsMore
                case let .failed(error): return .failed(error)
                case .complete: continue
                }
            }
            switch framing {
            case let .length(length):
                body.append(contentsOf: take(length - body.count))
                return body.count == length ? finished() : .needsMore
            case .untilClose:
                guard available <= bodyLimit - body.count else { return .failed(.bodyTooLarge(limit: bodyLimit)) }
                body.append(contentsOf: take(available))
                return .needsMore
            case .chunked:
                return readChunks()
            }
        }
    }

    /// Reads a head once it has come; `.complete` (with an empty response) once the final head
    /// was read and the body's framing is known.
    private mutating func readHead() -> Progress {
        // Something else answering (another protocol, a banner) is told apart at once.
        let opening = pending[cursor..<(cursor + min(available, 5))]
        guard opening.elementsEqual(Self.statusLineStart.prefix(opening.count)) else { return Self.notHTTP }
        guard let end = blankLine() else {
            return available > Self.headLimit
                ? .failed(.malformed(reason: "the server's answer has a head longer than \(Self.headLimit) bytes"))
                : .needsMore
        }
        guard end - cursor <= Self.headLimit else {
            return .failed(.malformed(reason: "the server's answer has a head longer than \(Self.headLimit) bytes"))
        }
        let lines = String(decoding: pending[cursor..<end], as: UTF8.self).components(separatedBy: "\r\n")
        cursor = end + 4
        let statusLine = lines[0].split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), statusLine[1].count == 3,
            let code = Int(statusLine[1]), (100...599).contains(code)
        else { return Self.notHTTP }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                return .failed(.malformed(reason: "the server's answer has a header line without a name"))
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            fields[name] = fields[name].map { "\($0), \(value)" } ?? value
        }
        if code < 200 {
            interimHeads += 1
            guard interimHeads <= Self.interimLimit else {
                return .failed(.malformed(reason: "the server sent more than \(Self.interimLimit) interim answers"))
            }
            return .complete(HTTPResponse(status: code, headers: [:], body: Data()))
        }
        if let encoding = fields["content-encoding"], encoding.lowercased() != "identity" {
            return .failed(Self.encodingRefusal(encoding))
        }
        status = code
        headers = fields
        if code == 204 || code == 304 {
            framing = .length(0)
        } else if let coding = fields["transfer-encoding"] {
            guard coding.lowercased() == "chunked" else {
                return .failed(.malformed(reason: "the server sent its answer in a transfer coding other than chunked"))
            }
            framing = .chunked
        } else if let text = fields["content-length"] {
            guard !text.isEmpty, text.count <= 18, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber),
                let length = Int(text)
            else {
                return .failed(.malformed(reason: "the server's Content-Length is not a number: \(text.prefix(40))"))
            }
            guard length <= bodyLimit else { return .failed(.bodyTooLarge(limit: bodyLimit)) }
            framing = .length(length)
        } else {
            framing = .untilClose
        }
        return .complete(HTTPResponse(status: code, headers: fields, body: Data()))
    }

    private mutating func readChunks() -> Progress {
        while true {
            switch chunkPhase {
            case .size:
                guard let end = lineEnd() else {
                    return available > Self.chunkLineLimit
                        ? .failed(
                            .malformed(
                                reason: "the server sent a chunk size line longer than \(Self.chunkLineLimit) bytes"))
                        : .needsMore
                }
                guard end - cursor <= Self.chunkLineLimit else {
                    return .failed(
                        .malformed(reason: "the server sent a chunk size line longer than \(Self.chunkLineLimit) bytes")
                    )
                }
                let line = String(decoding: pending[cursor..<end], as: UTF8.self)
                cursor = end + 2
                let digits = line.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
                guard !digits.isEmpty, digits.count <= 15, let size = Int(digits, radix: 16), size >= 0 else {
                    return .failed(.malformed(reason: "the server sent a chunk size that is not a number"))
                }
                if size == 0 {
                    chunkPhase = .trailer
                } else {
                    guard size <= bodyLimit - body.count else { return .failed(.bodyTooLarge(limit: bodyLimit)) }
                    chunkPhase = .data(remaining: size)
                }
            case let .data(remaining):
                let taken = take(remaining)
                body.append(contentsOf: taken)
                guard taken.count == remaining else {
                    chunkPhase = .data(remaining: remaining - taken.count)
                    return .needsMore
                }
                chunkPhase = .dataEnd
            case .dataEnd:
                guard available >= 2 else { return .needsMore }
                guard pending[cursor] == 13, pending[cursor + 1] == 10 else {
                    return .failed(.malformed(reason: "the server sent a chunk longer than its size"))
                }
                cursor += 2
                chunkPhase = .size
            case .trailer:
                // Trailer fields end with a blank line; they are read past, never kept.
                guard available >= 2 else { return .needsMore }
                if pending[cursor] == 13, pending[cursor + 1] == 10 {
                    cursor += 2
                    return finished()
                }
                guard let end = blankLine() else {
                    return available > Self.headLimit
                        ? .failed(.malformed(reason: "the server sent a trailer longer than \(Self.headLimit) bytes"))
                        : .needsMore
                }
                cursor = end + 4
                return finished()
            }
        }
    }

    private func finished() -> Progress {
        .complete(HTTPResponse(status: status, headers: headers, body: body))
    }

    /// How many received bytes are not read yet.
    private var available: Int { pending.count - cursor }

    /// Reads up to `count` bytes.
    private mutating func take(_ count: Int) -> ArraySlice<UInt8> {
        let end = cursor + min(count, available)
        defer { cursor = end }
        return pending[cursor..<end]
    }

    /// Where the first `\r\n\r\n` from the cursor on starts, or `nil`; bytes already searched
    /// are not searched again.
    private mutating func blankLine() -> Int? {
        var index = max(cursor, searched)
        while index + 3 < pending.count {
            if pending[index] == 13, pending[index + 1] == 10, pending[index + 2] == 13, pending[index + 3] == 10 {
                searched = index + 4
                return index
            }
            index += 1
        }
        searched = max(cursor, pending.count - 3)
        return nil
    }

    /// Where the first `\r\n` from the cursor on starts, or `nil`.
    private func lineEnd() -> Int? {
        var index = cursor
        while index + 1 < pending.count {
            if pending[index] == 13, pending[index + 1] == 10 { return index }
            index += 1
        }
        return nil
    }
}
