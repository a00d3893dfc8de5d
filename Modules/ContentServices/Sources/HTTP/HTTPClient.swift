import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one GET at a time per call on its own URLSession, within a body limit and a timeout,
/// and cancels the transfer when the calling task is cancelled.
final class HTTPClient: Sendable {
    private let session: URLSession
    private let delegate: SessionDelegate
    private let bodyLimit: Int
    private let timeout: Duration

    /// A client whose transfers stop at `bodyLimit` bytes and after `timeout`.
    init(bodyLimit: Int, timeout: Duration) {
        let configuration = URLSessionConfiguration.ephemeral
        // The service keeps its own cache, whose rules it states; URLSession's would answer
        // some requests from memory behind its back.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // The delegate's timer enforces `timeout` to the millisecond. URLSession's own limits
        // are only a backstop, in whole seconds above it: FoundationNetworking truncates them to
        // whole seconds, and a 0.5 s limit became 0, a timeout before the request was sent.
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        let backstop = max(seconds, 0).rounded(.up) + 1
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = backstop
        let delegate = SessionDelegate()
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        self.delegate = delegate
        self.bodyLimit = bodyLimit
        self.timeout = timeout
    }

    deinit {
        // The session holds its delegate until invalidated.
        session.invalidateAndCancel()
    }

    /// How many transfers are under way.
    var activeTransfers: Int { delegate.activeTransfers }

    /// How many transfers' time limits are still held.
    var heldDeadlines: Int { delegate.heldDeadlines }

    /// Sends `request` once: the response (any status), or why there is none.
    func send(_ request: URLRequest) async -> Result<HTTPResponse, ContentServiceError> {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        let delegate = self.delegate
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                delegate.start(task, bodyLimit: bodyLimit, timeout: timeout, continuation: continuation)
            }
        } onCancel: {
            delegate.refuse(id, with: .cancelled)
        }
    }
}
