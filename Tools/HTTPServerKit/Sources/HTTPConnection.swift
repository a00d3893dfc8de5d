import Glibc

/// Serves one request of a connection the gate let in: reads it within the server's limits and
/// answers it. The connection then goes back to the waiting room, without its slot, to wait
/// for its next request; it is closed instead on an error, on a request the gate refuses, on
/// `Connection: close`, at its request limit, on a timeout, when the client hangs up or when
/// the server stops. A streaming response is its connection's last: it is sent until its
/// stream ends.
struct HTTPConnection {
    let socket: Int32
    let server: HTTPServer
    /// What the client sent before it was let in: the head of the request, at least.
    let buffer: [UInt8]
    /// How many of the connection's requests were answered before this one.
    let requestsServed: Int

    /// Serves the request; returns what the client sent after it when the connection stays
    /// open for another, or `nil` when it is to be closed.
    func serve() -> [UInt8]? {
        let parser = HTTPRequestParser(limits: server.limits)
        var buffer = self.buffer
        let deadline = ContinuousClock.now + server.limits.requestTimeout
        guard let outcome = read(into: &buffer, parser: parser, until: deadline) else { return nil }
        switch outcome {
        case .incomplete:
            // The time ran out with part of a request read.
            let response = HTTPResponse.plainText(
                .requestTimeout,
                "the request did not arrive within \(server.limits.requestTimeout) and the connection is closed")
            _ = server.send(socket, response.serialized(keepAlive: false), .seconds(1))
            return nil
        case let .failure(error):
            let response = HTTPResponse.plainText(error.status, error.message)
            _ = server.send(socket, response.serialized(keepAlive: false), server.limits.requestTimeout)
            return nil
        case let .request(request, consumed):
            buffer.removeFirst(consumed)
            let response = server.respond(to: request)
            // Returning closes the connection; nothing of the response is sent.
            if response.closesWithoutAnswer {
                HTTPServer.resetOnClose(socket)
                return nil
            }
            if let stream = response.stream {
                serve(response, streaming: stream, omittingBody: request.method == "HEAD")
                return nil
            }
            let keepAlive =
                request.keepsAlive && requestsServed + 1 < server.limits.requestsPerConnection && !server.isStopping
            let bytes = response.serialized(keepAlive: keepAlive, omittingBody: request.method == "HEAD")
            guard server.send(socket, bytes, server.limits.requestTimeout), keepAlive else { return nil }
            return buffer
        }
    }

    /// Sends `response`'s head, then its stream until the stream ends; refuses it (503) when
    /// the server has as many streams open as it allows. The stream has ended when this returns.
    private func serve(_ response: HTTPResponse, streaming stream: HTTPStream, omittingBody: Bool) {
        if omittingBody {
            stream.drop()
            _ = server.send(
                socket, response.serialized(keepAlive: false, omittingBody: true), server.limits.requestTimeout)
            return
        }
        let refusal: String? =
            if stream.wakeDescriptor < 0 {
                "the server has no file descriptor left for another stream"
            } else if !server.admit(stream) {
                "the server keeps at most \(server.limits.streams) streams open at once; close a page that has one"
            } else {
                nil
            }
        if let refusal {
            stream.drop()
            let answer = HTTPResponse.plainText(.serviceUnavailable, refusal)
            _ = server.send(socket, answer.serialized(keepAlive: false), server.limits.requestTimeout)
            return
        }
        defer { server.release(stream) }
        guard server.send(socket, response.serialized(keepAlive: false), server.limits.requestTimeout) else {
            stream.drop()
            return
        }
        HTTPStreamWriter(socket: socket, server: server, stream: stream).run()
    }

    /// Reads until the buffer holds a whole request or a refusal, or the deadline passes
    /// (`.incomplete` when part of a request came, `nil` when nothing did); `nil` as well when
    /// the client hangs up or the server stops.
    private func read(into buffer: inout [UInt8], parser: HTTPRequestParser, until deadline: ContinuousClock.Instant)
        -> HTTPParseOutcome?
    {
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            if !buffer.isEmpty {
                let outcome = parser.parse(buffer)
                if outcome != .incomplete { return outcome }
            }
            if server.isStopping { return nil }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return buffer.isEmpty ? nil : .incomplete }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, HTTPServer.milliseconds(remaining))
            if ready < 0, errno != EINTR { return nil }
            guard ready > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count == 0 { return nil }
            if count < 0 {
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                return nil
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
