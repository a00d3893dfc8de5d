/// A connection accepted but not let in yet: what it has sent so far and until when it may
/// wait for the head of its first request.
struct HTTPWaitingConnection {
    /// The connection's socket.
    let socket: Int32
    /// The bytes received so far (at most a head's worth and one read more).
    var buffer: [UInt8] = []
    /// When it is closed unless its first request's head has come.
    let deadline: ContinuousClock.Instant
    /// Whether it is done with: let in (its socket now belongs to its serving thread) or closed.
    var isDone = false
}
