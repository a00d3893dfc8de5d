import Foundation
import Glibc

/// The server's listening sockets, which `HTTPServer.stopListening()` closes and
/// `resumeListening()` opens again on the same port (both sockets have `SO_REUSEADDR`, so the
/// port's closed connections do not keep it taken).
///
/// While the accepting thread runs, only it closes or opens them, at the start of one of its
/// rounds: a socket closed under its `poll` would leave it polling whatever descriptor the
/// system hands out next under that number. A caller asks and waits for that round (at most one
/// poll, 100 ms); before the thread starts and after it ends, the caller switches them itself.
final class HTTPListenerSwitch: @unchecked Sendable {
    // @unchecked: every stored `var` is read and written only with `condition` locked.
    private let condition = NSCondition()
    private let port: UInt16
    private let ipv6Address: in6_addr
    private var sockets: [Int32]
    private var wantsListening = true
    /// Each switch asked for takes the next number; `applied` is the last one done.
    private var requested = 0
    private var applied = 0
    /// Why the sockets could not be opened again, when the last attempt failed.
    private var failure: HTTPServerError?
    private var acceptLoopRuns = false
    private var hasClosedForGood = false

    init(sockets: [Int32], port: UInt16, ipv6Address: in6_addr) {
        self.sockets = sockets
        self.port = port
        self.ipv6Address = ipv6Address
    }

    /// Whether the sockets are open.
    var isListening: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !sockets.isEmpty
    }

    /// Opens (`true`) or closes the sockets and returns once it is done.
    ///
    /// - Throws: `HTTPServerError` when they cannot be opened again (another program took the
    ///   port meanwhile), or when the server has stopped for good.
    func switchListening(to listening: Bool) throws(HTTPServerError) {
        condition.lock()
        defer { condition.unlock() }
        guard !hasClosedForGood else {
            if listening { throw HTTPServerError("the server has stopped and cannot listen again; start another") }
            return
        }
        wantsListening = listening
        requested += 1
        let ticket = requested
        while acceptLoopRuns && applied < ticket { condition.wait() }
        if applied < ticket { applyLocked(closingWaiting: {}) }
        if listening, sockets.isEmpty {
            throw failure ?? HTTPServerError("cannot listen on port \(port) again")
        }
    }

    /// The sockets the accepting thread polls this round, after the switch a caller asked for;
    /// `closingWaiting` runs when this round closed them, to close the connections still waiting.
    func socketsForRound(closingWaiting: () -> Void) -> [Int32] {
        condition.lock()
        defer { condition.unlock() }
        if applied < requested { applyLocked(closingWaiting: closingWaiting) }
        return sockets
    }

    /// The accepting thread is about to run: from now on it switches the sockets.
    func acceptLoopStarts() {
        condition.lock()
        acceptLoopRuns = true
        condition.unlock()
    }

    /// The accepting thread has ended: callers switch the sockets themselves again.
    func acceptLoopEnded() {
        condition.lock()
        acceptLoopRuns = false
        condition.broadcast()
        condition.unlock()
    }

    /// Closes the sockets for good, once the accepting thread no longer polls them.
    func closeForGood() {
        condition.lock()
        hasClosedForGood = true
        for socket in sockets { close(socket) }
        sockets = []
        applied = requested
        condition.broadcast()
        condition.unlock()
    }

    private func applyLocked(closingWaiting: () -> Void) {
        if wantsListening, sockets.isEmpty {
            do {
                sockets = try HTTPLoopbackListeners(port: port, ipv6Address: ipv6Address).sockets
                failure = nil
            } catch {
                failure = error
            }
        } else if !wantsListening, !sockets.isEmpty {
            for socket in sockets { close(socket) }
            sockets = []
            closingWaiting()
        }
        applied = requested
        condition.broadcast()
    }
}
