import Dispatch
import HTTPServerKit
import Synchronization

/// Hands requests from the server's connection threads to the main thread, where the app
/// lives, and their responses back. A connection thread waits for its response; the main
/// thread answers requests one at a time in `serve`, so the app is only ever touched on the
/// main actor and the server's sockets never wait for it.
public nonisolated final class StudioRequestQueue: Sendable {
    private struct Job: Sendable {
        let request: HTTPRequest
        let slot: ResponseSlot
    }

    /// Where one response waits for its connection thread.
    private final class ResponseSlot: Sendable {
        private let response = Mutex<HTTPResponse?>(nil)
        private let ready = DispatchSemaphore(value: 0)

        func fill(_ value: HTTPResponse) {
            response.withLock { $0 = value }
            ready.signal()
        }

        func wait() -> HTTPResponse {
            ready.wait()
            return response.withLock { $0 } ?? .plainText(.internalServerError, "no response was made")
        }
    }

    private struct State {
        var jobs: [Job] = []
        var isStopping = false
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// An empty queue.
    public init() {}

    /// Called on a connection thread: queues `request` and waits for the main thread's answer;
    /// 503 once the studio is stopping.
    public func submit(_ request: HTTPRequest) -> HTTPResponse {
        let slot = ResponseSlot()
        let accepted = state.withLock { state in
            guard !state.isStopping else { return false }
            state.jobs.append(Job(request: request, slot: slot))
            return true
        }
        guard accepted else { return .plainText(.serviceUnavailable, "the studio is stopping") }
        wake.signal()
        return slot.wait()
    }

    /// Asks `serve` to return; safe from any thread, and from a signal handler's queue.
    public func stop() {
        state.withLock { $0.isStopping = true }
        wake.signal()
    }

    /// Whether `stop()` was called.
    var isStopping: Bool { state.withLock { $0.isStopping } }

    /// On the main actor: answers queued requests with `respond` until `stop()` is called;
    /// requests still queued then are answered 503.
    @MainActor
    public func serve(_ respond: (HTTPRequest) -> HTTPResponse) {
        while true {
            wake.wait()
            let (jobs, isStopping) = state.withLock { state in
                defer { state.jobs = [] }
                return (state.jobs, state.isStopping)
            }
            for job in jobs {
                job.slot.fill(
                    isStopping ? .plainText(.serviceUnavailable, "the studio is stopping") : respond(job.request))
            }
            if isStopping { return }
        }
    }
}
