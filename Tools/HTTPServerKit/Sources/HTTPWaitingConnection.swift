/// A connection waiting without a serving slot for the head of its next request: a new one
/// (its first request), or a kept-alive one handed back after an answer. Holds what it has sent
/// so far and until when it may wait.
struct HTTPWaitingConnection {
    /// The connection's socket.
    let socket: Int32
    /// The bytes received so far (at most a head's worth and one read more; for a kept-alive
    /// connection, what followed its last request).
    var buffer: [UInt8] = []
    /// When it is closed unless its next request's head has come.
    let deadline: ContinuousClock.Instant
    /// How many of its requests were answered: it is served no more than the limit's number.
    var requestsServed = 0
    /// Whether it is done with: let in (its socket now belongs to its serving thread) or closed.
    var isDone = false
    /// Set when its request, let through by the gate, found every serving slot taken: it waits
    /// for one until then, and is answered 503 after.
    var slotWaitEnds: ContinuousClock.Instant?

    /// Whether it was served before and has sent nothing since: closing it answers nothing,
    /// as an idle kept-alive connection is closed.
    var isIdleKeptAlive: Bool { requestsServed > 0 && buffer.isEmpty }
}
