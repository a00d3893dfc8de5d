/// A value the service loaded, and where it came from.
struct ContentResponse<Value: Sendable & Equatable>: Sendable, Equatable {
    /// What was loaded.
    let value: Value
    /// Whether it is fresh from the server or from the cache, and why the cache if the server failed.
    let source: ContentSource
}
