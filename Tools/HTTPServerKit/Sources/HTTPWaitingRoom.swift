import Glibc

/// The server's accepting thread: accepts connections on each of the server's listening
/// sockets and keeps each one waiting, on this one thread and without a serving slot, until
/// the head of its next request has come; then asks the server's gate. A request the gate lets
/// in gets a slot (waiting up to `slotWait` for one when every slot is taken) and a thread of its own, and its connection, once answered and kept alive,
/// is handed back here to wait for its next request; one the gate refuses gets the gate's
/// answer and is closed, as is a connection that sends nothing in time (an idle kept-alive one
/// without an answer).
///
/// Each round reads what the waiting connections sent before accepting more, and accepts at
/// most a sixteenth of `waitingConnections` new ones, shared by the listening sockets that have
/// any: a connection whose request came with it
/// is decided in the round after it was accepted, and one whose request follows soon after has
/// sixteen rounds before enough newer ones can arrive to push it out, however fast other
/// clients connect.
struct HTTPWaitingRoom {
    let server: HTTPServer
    /// The listening sockets, polled with the waiting connections; closed and opened again
    /// between rounds when the server stops and resumes listening.
    let listeners: HTTPListenerSwitch
    private let parser: HTTPRequestParser
    /// The waiting connections, longest-waiting first.
    private var waiting: [HTTPWaitingConnection] = []

    init(server: HTTPServer, listeners: HTTPListenerSwitch) {
        self.server = server
        self.listeners = listeners
        self.parser = HTTPRequestParser(limits: server.limits)
    }

    /// How long a request the gate let through waits for a serving slot when every one is
    /// taken: a slot frees as soon as a request in service is answered, so a burst of requests
    /// waits a moment instead of being refused.
    static let slotWait: Duration = .milliseconds(250)

    /// How many connections a round accepts at most.
    var acceptsPerRound: Int { max(1, server.limits.waitingConnections / 16) }

    /// How long a new connection may wait for the head of its first request.
    var waitLimit: Duration { min(server.limits.firstRequestTimeout, server.limits.requestTimeout) }

    /// Accepts and decides connections until the server stops; then closes those still waiting.
    mutating func run() {
        while !server.isStopping {
            let listeners = self.listeners.socketsForRound { closeWaiting() }
            var pollers = listeners.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            pollers.append(pollfd(fd: server.handBackWakeUpPipe.reader, events: Int16(POLLIN), revents: 0))
            let first = pollers.count
            // A request waiting for a slot is not read further: what its client sends next waits in
            // the socket's buffers, so the client can send no more than they hold.
            pollers += waiting.map {
                pollfd(fd: $0.socket, events: $0.slotWaitEnds == nil ? Int16(POLLIN) : 0, revents: 0)
            }
            let nearest = waiting.map(\.deadline).min().map { $0 - ContinuousClock.now } ?? .milliseconds(100)
            // A slot that frees wakes nothing here, so a request waiting for one looks again soon.
            let waitsForSlot = waiting.contains { $0.slotWaitEnds != nil && !$0.isDone }
            let timeout = waitsForSlot ? min(nearest, .milliseconds(5)) : nearest
            // Short, so that stop() is noticed soon: stopping writes no wake-up.
            let ready = poll(&pollers, nfds_t(pollers.count), HTTPServer.milliseconds(timeout))
            // Those waiting longest for a slot come before requests that arrived this round.
            for index in waiting.indices where waiting[index].slotWaitEnds != nil && !waiting[index].isDone {
                admit(index)
            }
            if ready > 0 {
                for index in waiting.indices where pollers[index + first].revents != 0 && !waiting[index].isDone {
                    if waiting[index].slotWaitEnds != nil {
                        // Polled for nothing, it reports only a connection that failed or was closed.
                        finish(index, answer: nil)
                    } else {
                        read(index)
                    }
                }
            }
            takeHandedBack()
            expire()
            waiting.removeAll { $0.isDone }
            if ready > 0 {
                let readyListeners = listeners.indices.filter { pollers[$0].revents != 0 }.map { listeners[$0] }
                for listener in readyListeners {
                    acceptNew(on: listener, count: max(1, acceptsPerRound / readyListeners.count))
                }
            }
            server.noteWaiting(waiting.count)
        }
        closeWaiting()
    }

    /// Closes every waiting connection without an answer: the server stops, or goes off the network.
    private mutating func closeWaiting() {
        for connection in waiting + server.takeHandedBack() where !connection.isDone { close(connection.socket) }
        waiting = []
        server.noteWaiting(0)
    }

    /// Lets the kept-alive connections handed back wait again; one that already sent the head
    /// of its next request (with the last one) is decided at once.
    private mutating func takeHandedBack() {
        server.handBackWakeUpPipe.drain()
        // Those let in this round no longer count among the waiting.
        waiting.removeAll { $0.isDone }
        for connection in server.takeHandedBack() {
            makeRoomForOneMore()
            waiting.append(connection)
            if !connection.buffer.isEmpty { decide(waiting.count - 1) }
        }
        waiting.removeAll { $0.isDone }
    }

    // MARK: - Reading

    private mutating func read(_ index: Int) {
        var chunk = [UInt8](repeating: 0, count: 16384)
        let socket = waiting[index].socket
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
        guard count > 0 else {
            // The client hung up, or the connection failed.
            finish(index, answer: nil)
            return
        }
        waiting[index].buffer.append(contentsOf: chunk[0..<count])
        decide(index)
    }

    /// Asks the gate about the connection at `index` once its buffer holds a request's head.
    private mutating func decide(_ index: Int) {
        let socket = waiting[index].socket
        switch parser.head(of: waiting[index].buffer) {
        case .incomplete:
            return
        case let .failure(error):
            finish(index, answer: .plainText(error.status, error.message))
        case let .head(request, _, _):
            // A request the gate let through already waits only for a slot.
            if waiting[index].slotWaitEnds != nil { return admit(index) }
            if let refusal = server.gate(request) {
                if refusal.closesWithoutAnswer { HTTPServer.resetOnClose(socket) }
                finish(
                    index, answer: refusal.closesWithoutAnswer ? nil : refusal, omittingBody: request.method == "HEAD")
            } else {
                admit(index)
            }
        }
    }

    /// Gives the connection at `index`, whose request the gate let through, a serving slot; when
    /// every slot is taken it waits for one up to `slotWait`, and is then answered 503.
    private mutating func admit(_ index: Int) {
        if server.letIn(waiting[index]) {
            waiting[index].isDone = true
            return
        }
        let now = ContinuousClock.now
        guard let ends = waiting[index].slotWaitEnds else {
            waiting[index].slotWaitEnds = now + Self.slotWait
            return
        }
        guard now >= ends else { return }
        finish(
            index,
            answer: .plainText(
                .serviceUnavailable, "the server serves at most \(server.limits.connections) connections at once"))
    }

    /// Closes the waiting connections whose time is up: with 408 when part of a request came.
    private mutating func expire() {
        let now = ContinuousClock.now
        for index in waiting.indices where !waiting[index].isDone && waiting[index].deadline <= now {
            finish(
                index,
                answer: waiting[index].buffer.isEmpty
                    ? nil
                    : .plainText(
                        .requestTimeout,
                        "the request did not arrive within \(waiting[index].requestsServed > 0 ? server.limits.requestTimeout : waitLimit) "
                            + "and the connection is closed"))
        }
    }

    // MARK: - Accepting

    private mutating func acceptNew(on listener: Int32, count: Int) {
        for _ in 0..<count {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EMFILE || errno == ENFILE {
                    // Out of descriptors: the longest-waiting connection makes room, or the
                    // listener, still readable, would be polled again at once.
                    if waiting.isEmpty { usleep(10_000) } else { evictLongestWaiting() }
                }
                return
            }
            var noDelay: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
            makeRoomForOneMore()
            waiting.append(HTTPWaitingConnection(socket: connection, deadline: ContinuousClock.now + waitLimit))
        }
    }

    /// Pushes out the longest-waiting connection when as many wait as may.
    private mutating func makeRoomForOneMore() {
        if waiting.count >= server.limits.waitingConnections { evictLongestWaiting() }
    }

    private mutating func evictLongestWaiting() {
        guard let longest = waiting.indices.first(where: { !waiting[$0].isDone }) else { return }
        finish(
            longest,
            answer: waiting[longest].isIdleKeptAlive
                ? nil
                : .plainText(
                    .serviceUnavailable,
                    "the server has \(server.limits.waitingConnections) connections waiting for a request; send yours "
                        + "as soon as you connect"))
        waiting.remove(at: longest)
    }

    /// Answers the waiting connection at `index` once, without waiting for a client that does
    /// not read, and closes it.
    private mutating func finish(_ index: Int, answer: HTTPResponse?, omittingBody: Bool = false) {
        let socket = waiting[index].socket
        if let answer {
            _ = server.send(socket, answer.serialized(keepAlive: false, omittingBody: omittingBody), .zero)
        }
        close(socket)
        waiting[index].isDone = true
    }
}
