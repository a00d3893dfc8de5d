import Glibc
import Synchronization

/// The body of a response that stays open (server-sent events): the server sends the
/// response's head, then each write as it comes, until the producer closes the stream, the
/// client hangs up, the client falls `bufferLimit` bytes behind, or the server stops.
///
/// Writing never waits for the client: bytes the client has not taken yet wait here, at most
/// `bufferLimit` of them, and a write past that drops the stream, so a client that never
/// reads costs a bounded buffer and then its connection, never a producer's time.
public final class HTTPStream: Sendable, Hashable {
    /// The default `bufferLimit`: many small events, for a client that reads.
    public static let defaultBufferLimit = 64 * 1024

    /// The most bytes that may wait for the client; a write past it drops the stream.
    public let bufferLimit: Int

    private enum Phase {
        case open
        /// Closed by its producer: what is written is still sent, then the connection ends.
        case finishing
        /// Dropped: nothing more is sent and the connection ends at once.
        case dropped
    }

    private struct State {
        var pending: [UInt8] = []
        var phase = Phase.open
    }

    private let state = Mutex(State())
    /// A pipe whose read end the connection's thread waits on beside its socket: a byte in it
    /// says there is something to send, or the stream ended.
    private let wakeUp = WakeUpPipe()

    /// An open stream that holds at most `bufferLimit` unsent bytes (at least 1). Without a
    /// descriptor left for its wake-up pipe it starts dropped, and the server refuses it.
    public init(bufferLimit: Int = defaultBufferLimit) {
        self.bufferLimit = max(bufferLimit, 1)
        if !wakeUp.isOpen { state.withLock { $0.phase = .dropped } }
    }

    deinit {
        wakeUp.close()
    }

    /// Queues `bytes` for the client and returns at once: `false` when the stream has ended, or
    /// when the bytes would put more than `bufferLimit` in waiting, which drops it.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        let (accepted, changed) = state.withLock { state in
            guard state.phase == .open else { return (false, false) }
            guard state.pending.count + bytes.count <= bufferLimit else {
                state.phase = .dropped
                state.pending = []
                return (false, true)
            }
            state.pending += bytes
            return (true, true)
        }
        if changed { wakeUp.wake() }
        return accepted
    }

    /// Ends the stream once what was written has been sent.
    public func close() {
        state.withLock { state in
            if state.phase == .open { state.phase = .finishing }
        }
        wakeUp.wake()
    }

    /// Whether writes are still taken: not closed, dropped, or ended by the client or the server.
    public var isOpen: Bool {
        state.withLock { $0.phase == .open }
    }

    /// How many written bytes wait for the client now.
    public var bufferedByteCount: Int {
        state.withLock { $0.pending.count }
    }

    /// Identity: a stream equals only itself.
    public static func == (left: HTTPStream, right: HTTPStream) -> Bool {
        left === right
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    // MARK: - For the connection that sends it

    /// What one round of sending left.
    enum SendOutcome: Equatable {
        /// Everything written so far is sent; wait for more.
        case idle
        /// The client's socket is full with bytes still waiting; `progressed` when some went out.
        case blocked(progressed: Bool)
        /// The stream is over: finished and sent, dropped, or the connection failed.
        case ended
    }

    /// Sends what waits on `socket`, without waiting for a client that does not read.
    func sendPending(on socket: Int32) -> SendOutcome {
        wakeUp.drain()
        return state.withLock { state in
            guard state.phase != .dropped else { return .ended }
            var progressed = false
            while !state.pending.isEmpty {
                let sent = state.pending.withUnsafeBytes { raw in
                    Glibc.send(socket, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                }
                if sent > 0 {
                    state.pending.removeFirst(sent)
                    progressed = true
                } else if sent < 0, errno == EINTR {
                    continue
                } else if sent < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    return .blocked(progressed: progressed)
                } else {
                    state.phase = .dropped
                    state.pending = []
                    return .ended
                }
            }
            return state.phase == .finishing ? .ended : .idle
        }
    }

    /// Ends the stream at once, dropping what waits: the client hung up or stalled, or the
    /// server is stopping.
    func drop() {
        state.withLock { state in
            state.phase = .dropped
            state.pending = []
        }
        wakeUp.wake()
    }

    /// The descriptor that becomes readable when there is something to send or the stream
    /// ended; -1 when the stream never had one (it starts dropped).
    var wakeDescriptor: Int32 { wakeUp.reader }

}
