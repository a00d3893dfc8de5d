import Foundation

/// Reads and checks the feed the module ships as `feed.json`.
enum FeedLoader {
    /// The resource's name, used in messages.
    static let resourceName = "feed.json"

    /// The bundled feed, read once per process: it never changes while the app runs.
    static let bundled: Result<[FeedItem], FeedError> = Result { () throws(FeedError) in try loadBundled() }

    /// Reads the bundled feed from disk.
    static func loadBundled() throws(FeedError) -> [FeedItem] {
        guard let url = Bundle.module.url(forResource: "feed", withExtension: "json") else {
            throw .missingResource(resourceName)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        return try decode(data, source: resourceName)
    }

    /// Decodes a JSON list of items and checks that every field is filled and that ids and
    /// titles are unique; `source` names the data in messages.
    static func decode(_ data: Data, source: String) throws(FeedError) -> [FeedItem] {
        let items: [FeedItem]
        do {
            items = try JSONDecoder().decode([FeedItem].self, from: data)
        } catch let error as DecodingError {
            throw .malformed(source: source, reason: FeedDecodingMessage.describe(error))
        } catch {
            throw .malformed(source: source, reason: error.localizedDescription)
        }
        try validate(items, source: source)
        return items
    }

    private static func validate(_ items: [FeedItem], source: String) throws(FeedError) {
        var seenIDs: Set<String> = []
        var seenTitles: Set<String> = []
        for (index, item) in items.enumerated() {
            let fields = [
                ("id", item.id), ("title", item.title), ("category", item.category), ("summary", item.summary),
                ("body", item.body),
            ]
            for (name, value) in fields where value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw .emptyField(source: source, index: index, field: name)
            }
            guard seenIDs.insert(item.id).inserted else { throw .duplicateID(source: source, id: item.id) }
            guard seenTitles.insert(item.title).inserted else {
                throw .duplicateTitle(source: source, title: item.title)
            }
        }
    }
}
