import Foundation

/// Where the content server is and how patiently, how often and how much the service asks it.
public struct ContentServiceConfiguration: Sendable, Equatable {
    /// The server's base URL, such as `http://127.0.0.1:8080`; paths such as `/v1/feed` go after it.
    public var baseURL: URL
    /// How long one attempt may take, from sending the request to the body's last byte.
    public var requestTimeout: Duration
    /// How many times a request is sent at most: requests that failed on a lost connection, a
    /// timeout or a 5xx are sent again (every request is a GET, so sending it twice is harmless).
    /// Values below 1 count as 1 and values above ``attemptLimit`` as ``attemptLimit``.
    public var maximumAttempts: Int
    /// The pause before the second attempt; it doubles before each later one, up to a cap.
    public var initialBackoff: Duration
    /// The most bytes a response body may have; a larger one fails with `.bodyTooLarge` and is
    /// never held in memory whole.
    public var bodyLimit: Int
    /// The folder of the disk cache, created when first written; nil keeps no cache.
    public var cacheDirectory: URL?

    /// The most attempts a request gets whatever ``maximumAttempts`` says, so that a mistyped
    /// configuration cannot keep a screen waiting for minutes.
    public static let attemptLimit = 10

    /// Creates a configuration; only `baseURL` has no default.
    public init(
        baseURL: URL,
        requestTimeout: Duration = .seconds(10),
        maximumAttempts: Int = 3,
        initialBackoff: Duration = .milliseconds(200),
        bodyLimit: Int = 1 << 20,
        cacheDirectory: URL? = nil
    ) {
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
        self.maximumAttempts = maximumAttempts
        self.initialBackoff = initialBackoff
        self.bodyLimit = bodyLimit
        self.cacheDirectory = cacheDirectory
    }

    /// ``maximumAttempts`` within 1...``attemptLimit``.
    var boundedAttempts: Int { min(max(maximumAttempts, 1), Self.attemptLimit) }
}
