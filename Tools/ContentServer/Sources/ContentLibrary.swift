import Foundation
import HTTPServerKit

/// Everything the server serves: the feed (`Resources/feed.json`), the catalogue search runs
/// over (`Resources/catalogue.json`) and the article the newsroom publishes in the
/// `new-article` scenario (`Resources/new-article.json`), read once when the server is made.
struct ContentLibrary: Sendable {
    /// The feed, newest first.
    let feed: [ContentArticle]
    /// The catalogue, in its order.
    let catalogue: [ContentArticle]
    /// The article published in the `new-article` scenario, at the top of the feed.
    let newArticle: ContentArticle
    /// The bundled feed followed by the archive the `long-feed` scenario adds, made once.
    let longFeed: [ContentArticle]
    /// How many articles the `long-feed` scenario's feed holds.
    static let longFeedCount = 2_000

    /// The bundled content.
    ///
    /// - Throws: `HTTPServerError` when a resource is missing or unreadable: the build is broken.
    static func bundled() throws(HTTPServerError) -> ContentLibrary {
        let feed = try resource("feed", as: [ContentArticle].self)
        return ContentLibrary(
            feed: feed,
            catalogue: try resource("catalogue", as: [ContentArticle].self),
            newArticle: try resource("new-article", as: ContentArticle.self),
            longFeed: feed + archive(count: longFeedCount - feed.count))
    }

    /// `count` archive articles (`a1`, `a2`, ...), oldest last, made rather than bundled: their
    /// words matter less than how many there are.
    private static func archive(count: Int) -> [ContentArticle] {
        (1...max(count, 1)).prefix(count).map { number in
            ContentArticle(
                id: "a\(number)", title: "From the archive, number \(number)", category: "Archive",
                summary: "An older article, kept for the record.",
                body: "Article \(number) of the archive: what the newsroom published before this year.")
        }
    }

    /// The feed of `edition`, newest first: with the new article on top once it is published,
    /// empty before anything is.
    func feed(in edition: ContentEdition) -> [ContentArticle] {
        switch edition {
        case .bundled: feed
        case .withNewArticle: [newArticle] + feed
        case .nothing: []
        case .longFeed: longFeed
        }
    }

    /// The feed item or catalogue entry with `id` in `edition`; the new article only once it is
    /// published.
    func article(id: String, in edition: ContentEdition) -> ContentArticle? {
        feed(in: edition).first { $0.id == id } ?? catalogue(in: edition).first { $0.id == id }
    }

    /// The catalogue entries of `edition` whose title and category hold every word of `text`,
    /// ignoring case and diacritics ("naive" finds "Naïve"), in catalogue order; every entry for
    /// blank text.
    func search(_ text: String, in edition: ContentEdition) -> [ContentArticle] {
        let catalogue = catalogue(in: edition)
        let words = Self.folded(text).split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return catalogue }
        return catalogue.filter { entry in
            let searched = Self.folded(entry.title + " " + entry.category)
            return words.allSatisfy { searched.contains($0) }
        }
    }

    /// The catalogue of `edition`: the bundled one once anything is published.
    private func catalogue(in edition: ContentEdition) -> [ContentArticle] {
        edition == .nothing ? [] : catalogue
    }

    /// `text` as search compares it, so "Déjà" and "deja" are the same.
    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private static func resource<Value: Decodable>(_ name: String, as type: Value.Type) throws(HTTPServerError)
        -> Value
    {
        do {
            guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
                throw HTTPServerError("the content server's \(name).json is not in its bundle; rebuild it")
            }
            return try JSONDecoder().decode(type, from: Data(contentsOf: url))
        } catch let error as HTTPServerError {
            throw error
        } catch {
            throw HTTPServerError("the content server's \(name).json cannot be read: \(error)")
        }
    }
}
