import ContentModels
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The content API's client, the one service the app registers: feed pages, articles and search,
/// retried when the network hiccups, cached on disk, and served from that cache when the server
/// cannot be reached.
///
/// Every method may be called from any task; a cancelled task's request is cancelled too.
public final class ContentService: Sendable {
    private let configuration: ContentServiceConfiguration
    /// The configuration's base URL when paths can go after it (no query, no fragment), checked
    /// once: every request is refused without it.
    private let baseURL: URL?
    private let client: HTTPClient
    private let cache: DiskCache?
    private let backoff: BackoffSchedule
    private let now: @Sendable () -> Date

    /// A service for `configuration`, with its own URLSession.
    public convenience init(configuration: ContentServiceConfiguration) {
        self.init(
            configuration: configuration,
            cache: configuration.cacheDirectory.map { DiskCache(directory: $0) },
            now: { Date() }
        )
    }

    /// A service whose cache and clock the caller chooses (tests age entries without waiting).
    init(configuration: ContentServiceConfiguration, cache: DiskCache?, now: @escaping @Sendable () -> Date) {
        self.configuration = configuration
        self.baseURL = ContentBaseURL.isUsable(configuration.baseURL) ? configuration.baseURL : nil
        self.client = HTTPClient(bodyLimit: configuration.bodyLimit, timeout: configuration.requestTimeout)
        self.cache = cache
        self.backoff = BackoffSchedule(initial: configuration.initialBackoff)
        self.now = now
    }

    /// Page `page` (from 1) of the feed, `pageSize` (1...50) summaries long.
    public func feed(page: Int, pageSize: Int) async throws(ContentProblem) -> Fetched<ArticlePage> {
        do { return try await feedResponse(page: page, pageSize: pageSize).fetched() } catch { throw error.problem }
    }

    /// The article `id`, with its text; `.notFound` when the server has no such article.
    public func article(id: String) async throws(ContentProblem) -> Fetched<Article> {
        do { return try await articleResponse(id: id).fetched() } catch { throw error.problem }
    }

    /// Page `page` of the catalogue entries matching `query` (all of them when it is empty).
    public func search(_ query: String, page: Int, pageSize: Int) async throws(ContentProblem)
        -> Fetched<ArticlePage>
    {
        do { return try await searchResponse(query, page: page, pageSize: pageSize).fetched() } catch {
            throw error.problem
        }
    }

    /// Page `page` of the feed as the cache keeps it, without a request, when it may be stale:
    /// what a screen shows at once while it asks the server. `nil` when the cache holds none.
    public func cachedFeed(page: Int, pageSize: Int) -> Fetched<ArticlePage>? {
        let request = ContentRequest.feed(page: page, pageSize: pageSize)
        return cached(request) { body throws(ContentServiceError) in
            try ResponseMapper.page(from: body, requestedPage: page, source: request.key)
        }
    }

    /// The article `id` as the cache keeps it, without a request, when it may be stale; `nil`
    /// when the cache holds none.
    public func cachedArticle(id: String) -> Fetched<Article>? {
        let request = ContentRequest.article(id: id)
        return cached(request) { body throws(ContentServiceError) in
            try ResponseMapper.article(from: body, requestedID: id, source: request.key)
        }
    }

    /// Page `page` of the search for `query` as the cache keeps it, without a request, when it
    /// may be stale; `nil` when the cache holds none.
    public func cachedSearch(_ query: String, page: Int, pageSize: Int) -> Fetched<ArticlePage>? {
        let request = ContentRequest.search(query, page: page, pageSize: pageSize)
        return cached(request) { body throws(ContentServiceError) in
            try ResponseMapper.page(from: body, requestedPage: page, source: request.key)
        }
    }

    /// What the cache keeps for `request`, decoded, once it may be stale; `nil` without one,
    /// when it no longer decodes (the next load replaces it), and when it is still fresh: the
    /// load serves a fresh copy at once, without a request, so there is nothing to show first.
    private func cached<Value: Sendable>(
        _ request: ContentRequest, decode: (Data) throws(ContentServiceError) -> Value
    ) -> Fetched<Value>? {
        guard let cache, let baseURL, let url = request.url(relativeTo: baseURL),
            let entry = cache.entry(for: url.absoluteString), !entry.isFresh(at: now()),
            let value = try? decode(entry.body)
        else { return nil }
        return Fetched(value)
    }

    /// Page `page` of the feed, with where it came from and the service's own account of a
    /// failure.
    func feedResponse(page: Int, pageSize: Int) async throws(ContentServiceError) -> ContentResponse<ArticlePage> {
        let request = ContentRequest.feed(page: page, pageSize: pageSize)
        return try await load(request) { body throws(ContentServiceError) in
            try ResponseMapper.page(from: body, requestedPage: page, source: request.key)
        }
    }

    /// The article `id`, with where it came from and the service's own account of a failure.
    func articleResponse(id: String) async throws(ContentServiceError) -> ContentResponse<Article> {
        let request = ContentRequest.article(id: id)
        return try await load(request) { body throws(ContentServiceError) in
            try ResponseMapper.article(from: body, requestedID: id, source: request.key)
        }
    }

    /// Page `page` of the search for `query`, with where it came from and the service's own
    /// account of a failure.
    func searchResponse(_ query: String, page: Int, pageSize: Int) async throws(ContentServiceError)
        -> ContentResponse<ArticlePage>
    {
        let request = ContentRequest.search(query, page: page, pageSize: pageSize)
        return try await load(request) { body throws(ContentServiceError) in
            try ResponseMapper.page(from: body, requestedPage: page, source: request.key)
        }
    }

    /// How many transfers are under way (zero once every call returned): what tests check
    /// after a cancellation.
    var activeTransfers: Int { client.activeTransfers }

    /// How many transfers' time limits are still held (zero once every call returned): what
    /// tests check to prove a finished request leaves nothing queued.
    var heldDeadlines: Int { client.heldDeadlines }

    /// A fresh cached body without a request; otherwise the server (revalidating what the
    /// cache holds), and the cache again when the server fails.
    private func load<Value: Sendable & Equatable>(
        _ request: ContentRequest,
        decode: (Data) throws(ContentServiceError) -> Value
    ) async throws(ContentServiceError) -> ContentResponse<Value> {
        guard !Task.isCancelled else { throw .cancelled }
        guard let baseURL, let url = request.url(relativeTo: baseURL) else {
            throw .malformed(reason: "\(request.key): not a URL under \(configuration.baseURL)")
        }
        // The whole URL: an answer belongs to the server that gave it, and one server's copy is
        // never served as another's.
        let cacheKey = url.absoluteString
        var cached = cache?.entry(for: cacheKey)
        if let entry = cached, entry.isFresh(at: now()) {
            if let value = try? decode(entry.body) { return ContentResponse(value: value, source: .cache) }
            cache?.removeEntry(for: cacheKey)
            cached = nil
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "GET"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        // As it is: a compressed answer's size says nothing of what it inflates to.
        urlRequest.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        if let etag = cached?.etag { urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match") }

        let failure: ContentServiceError
        switch await sendWithRetries(urlRequest) {
        case .success(let response) where response.status == 200:
            do {
                let value = try decode(response.body)
                remember(response, for: cacheKey)
                return ContentResponse(value: value, source: .network)
            } catch {
                failure = error
            }
        case .success(let response) where response.status == 304:
            guard let entry = cached, let value = try? decode(entry.body) else {
                // A 304 to a request that named no ETag (or for a body that no longer decodes).
                throw .server(status: 304)
            }
            let policy = CachePolicy.parse(response.header("Cache-Control"))
            cache?.store(entry.revalidated(at: now(), maxAge: policy.maxAge, etag: response.header("ETag")))
            return ContentResponse(value: value, source: .network)
        case .success(let response):
            failure = ResponseMapper.error(status: response.status, body: response.body)
        case .failure(let error):
            failure = error
        }
        return try fallBack(on: failure, to: cached, for: cacheKey, decode: decode)
    }

    /// The cached copy when the server failed; nothing when the caller cancelled (it wants no
    /// answer) or the server said the article is gone (then the copy is forgotten too).
    private func fallBack<Value: Sendable & Equatable>(
        on failure: ContentServiceError,
        to cached: CacheEntry?,
        for cacheKey: String,
        decode: (Data) throws(ContentServiceError) -> Value
    ) throws(ContentServiceError) -> ContentResponse<Value> {
        switch failure {
        case .cancelled:
            throw failure
        case .notFound:
            cache?.removeEntry(for: cacheKey)
            throw failure
        default:
            guard let entry = cached, let value = try? decode(entry.body) else { throw failure }
            return ContentResponse(value: value, source: .outOfDateCache(because: failure))
        }
    }

    /// Sends `request` until it succeeds, fails for good or runs out of attempts, pausing by the
    /// backoff schedule between attempts. A 5xx counts as a failure here.
    private func sendWithRetries(_ request: URLRequest) async -> Result<HTTPResponse, ContentServiceError> {
        let attempts = configuration.boundedAttempts
        var outcome: Result<HTTPResponse, ContentServiceError> = .failure(.cancelled)
        for attempt in 1...attempts {
            if attempt > 1 {
                do {
                    try await Task.sleep(for: backoff.delay(beforeAttempt: attempt))
                } catch {
                    return .failure(.cancelled)
                }
            }
            outcome = await client.send(request)
            if case .success(let response) = outcome, response.status >= 500 {
                outcome = .failure(.server(status: response.status))
            }
            guard case .failure(let error) = outcome, TransportError.isRetryable(error) else { return outcome }
        }
        return outcome
    }

    /// Keeps a 200's body for `cacheKey` (the request's whole URL) when its Cache-Control allows.
    private func remember(_ response: HTTPResponse, for cacheKey: String) {
        let policy = CachePolicy.parse(response.header("Cache-Control"))
        guard let cache, policy.mayStore else { return }
        cache.store(
            CacheEntry(
                key: cacheKey, body: response.body, etag: response.header("ETag"), maxAge: policy.maxAge,
                storedAt: now()))
    }
}
