/// Content as a feature receives it: the value, and whether it may be out of date because the
/// newest could not be fetched (the app is offline and this is what it kept from before).
public nonisolated struct Fetched<Value: Sendable>: Sendable {
    /// The content.
    public let value: Value
    /// Why the content may be out of date; `nil` when it is the newest the server has.
    public let outOfDateBecause: ContentProblem?

    /// Content that is current, or kept from before when `outOfDateBecause` says why not newer.
    public init(_ value: Value, outOfDateBecause: ContentProblem? = nil) {
        self.value = value
        self.outOfDateBecause = outOfDateBecause
    }

    /// The same content seen through `transform` (a page's articles), equally out of date.
    public func map<Shown: Sendable>(_ transform: (Value) -> Shown) -> Fetched<Shown> {
        Fetched<Shown>(transform(value), outOfDateBecause: outOfDateBecause)
    }
}

extension Fetched: Equatable where Value: Equatable {}
