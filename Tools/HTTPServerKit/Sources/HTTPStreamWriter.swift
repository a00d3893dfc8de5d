import Glibc

/// Sends a streaming response's body on its connection's thread: each write as it comes,
/// waiting without a time limit while there is nothing to send, so an idle stream stays open
/// and costs the client nothing (the thread only looks once a second whether the server is
/// stopping). It ends when the stream ends, when the client hangs up or sends anything, when
/// the client takes no byte for `requestTimeout` while some wait, or when the server stops.
struct HTTPStreamWriter {
    let socket: Int32
    let server: HTTPServer
    let stream: HTTPStream

    /// How long one wait lasts at most, so that a stop is noticed even without a wake-up.
    static let longestWait: Int32 = 1000

    func run() {
        var lastProgress = ContinuousClock.now
        while !server.isStopping {
            let outcome = stream.sendPending(on: socket)
            var events = Int16(POLLIN)
            var timeout = Self.longestWait
            switch outcome {
            case .ended:
                return
            case .idle:
                lastProgress = ContinuousClock.now
            case let .blocked(progressed):
                let now = ContinuousClock.now
                if progressed { lastProgress = now }
                let remaining = lastProgress + server.limits.requestTimeout - now
                guard remaining > .zero else {
                    // The client has taken nothing for the whole request time: it does not read.
                    stream.drop()
                    return
                }
                events |= Int16(POLLOUT)
                timeout = HTTPServer.milliseconds(remaining)
            }
            var pollers = [
                pollfd(fd: socket, events: events, revents: 0),
                pollfd(fd: stream.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&pollers, 2, timeout)
            if ready < 0, errno != EINTR { break }
            if pollers[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                // A stream's client sends nothing after its request: this is a hang-up, or a
                // client that does not follow the protocol. Either way the stream ends.
                break
            }
        }
        stream.drop()
    }
}
