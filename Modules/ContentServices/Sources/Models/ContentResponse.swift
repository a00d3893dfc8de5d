/// A value the service loaded, and where it came from.
public struct ContentResponse<Value: Sendable & Equatable>: Sendable, Equatable {
    /// What was loaded.
    public let value: Value
    /// Whether it is fresh from the server or from the cache, and why the cache if the server failed.
    public let source: ContentSource

    /// Pairs a value with its source.
    public init(value: Value, source: ContentSource) {
        self.value = value
        self.source = source
    }
}
