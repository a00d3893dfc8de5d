import Foundation

/// Reads and checks the articles a feature ships as a JSON resource.
public nonisolated enum ArticleLoader {
    /// Reads `collection`'s resource from `bundle` (the owner's `Bundle.module`).
    public static func loadBundled(
        _ collection: ArticleCollection,
        from bundle: Bundle
    ) throws(ArticleLoadingError) -> [Article] {
        guard let url = bundle.url(forResource: collection.resource, withExtension: "json") else {
            throw ArticleLoadingError(.missingResource(collection.resourceName), in: collection)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ArticleLoadingError(.unreadable(path: url.path, reason: error.localizedDescription), in: collection)
        }
        return try decode(data, source: collection.resourceName, as: collection)
    }

    /// Decodes a JSON list of articles and checks that every field is filled and that ids and
    /// titles are unique; `source` names the data in messages.
    public static func decode(
        _ data: Data,
        source: String,
        as collection: ArticleCollection
    ) throws(ArticleLoadingError) -> [Article] {
        let items: [Article]
        do {
            items = try JSONDecoder().decode([Article].self, from: data)
        } catch let error as DecodingError {
            let reason = ArticleDecodingMessage.describe(error, in: collection)
            throw ArticleLoadingError(.malformed(source: source, reason: reason), in: collection)
        } catch {
            throw ArticleLoadingError(.malformed(source: source, reason: error.localizedDescription), in: collection)
        }
        if let problem = firstProblem(in: items, source: source) {
            throw ArticleLoadingError(problem, in: collection)
        }
        return items
    }

    private static func firstProblem(in items: [Article], source: String) -> ArticleLoadingError.Problem? {
        var seenIDs: Set<String> = []
        var seenTitles: Set<String> = []
        for (index, item) in items.enumerated() {
            let fields = [
                ("id", item.id), ("title", item.title), ("category", item.category), ("summary", item.summary),
                ("body", item.body),
            ]
            for (name, value) in fields where value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return .emptyField(source: source, index: index, field: name)
            }
            guard seenIDs.insert(item.id).inserted else { return .duplicateID(source: source, id: item.id) }
            guard seenTitles.insert(item.title).inserted else {
                return .duplicateTitle(source: source, title: item.title)
            }
        }
        return nil
    }
}
