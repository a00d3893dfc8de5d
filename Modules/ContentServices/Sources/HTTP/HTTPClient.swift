import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one GET at a time per call, within a body limit and a timeout, and cancels the transfer
/// when the calling task is cancelled. A plain `http` GET goes over a connection of its own,
/// read by ``PlainHTTPTransfer``, which never reads past the limit whatever the answer's
/// framing and refuses a compressed answer at its head. An `https` GET goes through URLSession,
/// whose transfer library inflates a compressed body and reads on until a cancellation lands:
/// there the app asks for answers as they are and refuses a compressed one once its head
/// reaches the delegate, which bounds what an honest server sends but not what a hostile one
/// makes the library read before the cancellation.
final class HTTPClient: Sendable {
    /// Made by the first transfer that needs it: a launch whose content comes over plain `http`,
    /// or from the cache, never pays for a URLSession.
    private let session = Locked<URLSession?>(nil)
    /// URLSession's own time limits, in whole seconds: a backstop above `timeout`.
    private let backstopSeconds: Double
    private let delegate: SessionDelegate
    private let bodyLimit: Int
    private let timeout: Duration
    private let plainTransfers = Locked(0)
    private let plainRoute: PlainRoute

    /// How a plain `http` GET is sent.
    enum PlainRoute: Sendable {
        /// On a connection of its own (``PlainHTTPTransfer``): what the app does.
        case ownConnection
        /// Through URLSession, as an `https` GET is: how tests prove that path on a loopback server.
        case urlSession
    }

    /// A client whose transfers stop at `bodyLimit` bytes and after `timeout`, sending a plain
    /// `http` GET by `plainRoute`.
    init(bodyLimit: Int, timeout: Duration, plainRoute: PlainRoute = .ownConnection) {
        // The delegate's timer enforces `timeout` to the millisecond. URLSession's own limits
        // are only a backstop, in whole seconds above it: FoundationNetworking truncates them to
        // whole seconds, and a 0.5 s limit became 0, a timeout before the request was sent.
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        backstopSeconds = max(seconds, 0).rounded(.up) + 1
        delegate = SessionDelegate()
        self.bodyLimit = bodyLimit
        self.timeout = timeout
        self.plainRoute = plainRoute
    }

    deinit {
        // The session holds its delegate until invalidated.
        session.withLock { $0?.invalidateAndCancel() }
    }

    /// The session, made on first use.
    private var urlSession: URLSession {
        session.withLock { session in
            if let session { return session }
            let configuration = URLSessionConfiguration.ephemeral
            // The service keeps its own cache, whose rules it states; URLSession's would answer
            // some requests from memory behind its back.
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.timeoutIntervalForRequest = backstopSeconds
            configuration.timeoutIntervalForResource = backstopSeconds
            let made = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
            session = made
            return made
        }
    }

    /// How many transfers are under way.
    var activeTransfers: Int { delegate.activeTransfers + plainTransfers.withLock { $0 } }

    /// How many transfers' time limits are still held.
    var heldDeadlines: Int { delegate.heldDeadlines }

    /// Sends `request` once: the response (any status), or why there is none.
    func send(_ request: URLRequest) async -> Result<HTTPResponse, ContentServiceError> {
        if plainRoute == .ownConnection, request.url?.scheme?.lowercased() == "http" {
            return await sendPlain(request)
        }
        let task = urlSession.dataTask(with: request)
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

    /// Sends a plain `http` GET on a thread of its own (the transfer blocks while it waits for
    /// the network), seen through by a cancellation within 20 ms.
    private func sendPlain(_ request: URLRequest) async -> Result<HTTPResponse, ContentServiceError> {
        let cancelled = Locked(false)
        guard
            let transfer = PlainHTTPTransfer(
                request, bodyLimit: bodyLimit, timeout: timeout, isCancelled: { cancelled.withLock { $0 } })
        else { return .failure(.malformed(reason: "\(request.url?.absoluteString ?? "?"): not an http URL")) }
        guard !Task.isCancelled else { return .failure(.cancelled) }
        plainTransfers.withLock { $0 += 1 }
        defer { plainTransfers.withLock { $0 -= 1 } }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread { continuation.resume(returning: transfer.run()) }.start()
            }
        } onCancel: {
            cancelled.withLock { $0 = true }
        }
    }
}
