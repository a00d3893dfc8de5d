import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The URLSession delegate of one ``HTTPClient``: collects each transfer's body within the
/// limit, cancels a transfer that passes it, times out or is cancelled by its caller, and hands
/// the outcome to the waiting caller exactly once.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    /// What a caller gets back.
    typealias Outcome = Result<HTTPResponse, ContentServiceError>

    private struct Transfer {
        let task: URLSessionDataTask
        let continuation: CheckedContinuation<Outcome, Never>
        var body: BodyAccumulator
        var status = 0
        var headers: [String: String] = [:]
        /// Why this side cancelled the task; the cancellation error URLSession then reports is
        /// replaced by it.
        var refusal: ContentServiceError?
        var deadline: TransferDeadline?
    }

    private let transfers = Locked<[Int: Transfer]>([:])
    private let liveDeadlines = Locked(0)

    /// How many transfers are under way: zero once every caller got its outcome.
    var activeTransfers: Int { transfers.withLock { $0.count } }

    /// How many transfers' time limits are still held: zero once every caller got its outcome.
    var heldDeadlines: Int { liveDeadlines.withLock { $0 } }

    /// Starts `task`, whose outcome goes to `continuation`; it is cancelled after `timeout`
    /// with `.timedOut`. A caller already cancelled gets `.cancelled` without a request.
    func start(
        _ task: URLSessionDataTask,
        bodyLimit: Int,
        timeout: Duration,
        continuation: CheckedContinuation<Outcome, Never>
    ) {
        let id = task.taskIdentifier
        transfers.withLock {
            $0[id] = Transfer(task: task, continuation: continuation, body: BodyAccumulator(limit: bodyLimit))
        }
        // Listed first, checked second: a cancellation from now on finds the transfer and refuses
        // it, and one that came before (it found nothing to refuse) is seen here, so no
        // cancellation is lost between the two. The caller that takes the transfer off the list
        // is the one that answers.
        if Task.isCancelled {
            let transfer = transfers.withLock { $0.removeValue(forKey: id) }
            task.cancel()
            transfer?.continuation.resume(returning: .failure(.cancelled))
            return
        }
        let deadline = TransferDeadline(after: timeout, countedIn: liveDeadlines) { [weak self] in
            self?.refuse(id, with: .timedOut)
        }
        transfers.withLock { $0[id]?.deadline = deadline }
        task.resume()
    }

    /// Cancels transfer `id` unless it already ended or was refused, so that its caller gets `error`.
    func refuse(_ id: Int, with error: ContentServiceError) {
        let task = transfers.withLock { transfers -> URLSessionDataTask? in
            guard transfers[id]?.refusal == nil else { return nil }
            transfers[id]?.refusal = error
            return transfers[id]?.task
        }
        task?.cancel()
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (name, value) in http?.allHeaderFields ?? [:] {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        // Asked for as it is; one sent compressed all the same is refused before its body is read
        // here (the transfer library may have inflated some of it already: see HTTPClient).
        if let encoding = headers["content-encoding"], encoding.lowercased() != "identity" {
            refuse(dataTask.taskIdentifier, with: HTTPResponseReader.encodingRefusal(encoding))
            completionHandler(.cancel)
            return
        }
        let accepted = transfers.withLock { transfers -> Bool in
            transfers[dataTask.taskIdentifier]?.status = http?.statusCode ?? 0
            transfers[dataTask.taskIdentifier]?.headers = headers
            return transfers[dataTask.taskIdentifier]?.body.accepts(expectedLength: response.expectedContentLength)
                ?? false
        }
        if accepted {
            completionHandler(.allow)
        } else {
            refuse(dataTask.taskIdentifier, with: .bodyTooLarge(limit: bodyLimit(of: dataTask)))
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let fits = transfers.withLock { $0[dataTask.taskIdentifier]?.body.append(data) ?? true }
        if !fits {
            refuse(dataTask.taskIdentifier, with: .bodyTooLarge(limit: bodyLimit(of: dataTask)))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.deadline?.cancel()
        let outcome: Outcome
        if let refusal = transfer.refusal {
            outcome = .failure(refusal)
        } else if let error {
            outcome = .failure(TransportError.map(error))
        } else {
            outcome = .success(
                HTTPResponse(status: transfer.status, headers: transfer.headers, body: transfer.body.body))
        }
        transfer.continuation.resume(returning: outcome)
    }

    private func bodyLimit(of task: URLSessionTask) -> Int {
        transfers.withLock { $0[task.taskIdentifier]?.body.limit ?? 0 }
    }
}
