/// How the scenario has a content request served: from which edition of the content, and
/// whether the answer may be kept as long as its route says or must be revalidated before use.
struct ContentServing: Equatable, Sendable {
    /// The articles published now.
    let edition: ContentEdition
    /// Whether every answer says `no-cache` instead of its route's own `Cache-Control`
    /// (`revalidate`).
    let revalidatesEveryAnswer: Bool

    /// The API as content-api.yaml describes it.
    static let asTheAPISays = ContentServing(edition: .bundled)

    /// Served from `edition`, revalidated before each use when `revalidatesEveryAnswer`.
    init(edition: ContentEdition, revalidatesEveryAnswer: Bool = false) {
        self.edition = edition
        self.revalidatesEveryAnswer = revalidatesEveryAnswer
    }

    /// The `Cache-Control` of an answer whose route keeps it as `routeCaching` says.
    func caching(_ routeCaching: String) -> String {
        revalidatesEveryAnswer ? ContentResponses.revalidatedCaching : routeCaching
    }
}
