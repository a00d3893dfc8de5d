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

    /// The bundled content.
    ///
    /// - Throws: `HTTPServerError` when a resource is missing or unreadable: the build is broken.
    static func bundled() throws(HTTPServerError) -> ContentLibrary {
        ContentLibrary(
            feed: try resource("feed", as: [ContentArticle].self),
            catalogue: try resource("catalogue", as: [ContentArticle].self),
            newArticle: try resource("new-article", as: ContentArticle.self))
    }

    /// The feed as it is now: with the new article on top once it is published.
    func feed(publishingNewArticle: Bool) -> [ContentArticle] {
        publishingNewArticle ? [newArticle] + feed : feed
    }

    /// The feed item or catalogue entry with `id`; the new article only once it is published.
    func article(id: String, publishingNewArticle: Bool) -> ContentArticle? {
        feed(publishingNewArticle: publishingNewArticle).first { $0.id == id } ?? catalogue.first { $0.id == id }
    }

    /// The catalogue entries whose title, category or summary holds `text`, ignoring case and
    /// diacritics, in catalogue order; every entry for empty text.
    func search(_ text: String) -> [ContentArticle] {
        guard !text.isEmpty else { return catalogue }
        return catalogue.filter { entry in
            [entry.title, entry.category, entry.summary].contains {
                $0.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
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
