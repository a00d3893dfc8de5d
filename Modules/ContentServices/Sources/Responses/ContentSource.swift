/// Where a ``ContentResponse``'s value came from: what a screen needs to decide whether to say
/// "you are offline, this may be out of date".
enum ContentSource: Equatable, Sendable {
    /// Fresh from the server: a 200, or a 304 confirming the cached copy.
    case network
    /// From the disk cache while it was still fresh (within its max-age); no request was sent.
    case cache
    /// The request failed (offline, timeout, 5xx...) and the disk cache had an older copy.
    case outOfDateCache(because: ContentServiceError)
}
