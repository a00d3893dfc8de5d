import Foundation

/// Reads and checks the catalogue the module ships as `catalogue.json`.
enum CatalogueLoader {
    /// The resource's name, used in messages.
    static let resourceName = "catalogue.json"

    /// The bundled catalogue, read once per process: it never changes while the app runs.
    static let bundled: Result<[CatalogueItem], CatalogueError> = Result { () throws(CatalogueError) in
        try loadBundled()
    }

    /// Reads the bundled catalogue from disk.
    static func loadBundled() throws(CatalogueError) -> [CatalogueItem] {
        guard let url = Bundle.module.url(forResource: "catalogue", withExtension: "json") else {
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

    /// Decodes a JSON list of entries and checks that every field is filled and that ids and
    /// titles are unique; `source` names the data in messages.
    static func decode(_ data: Data, source: String) throws(CatalogueError) -> [CatalogueItem] {
        let items: [CatalogueItem]
        do {
            items = try JSONDecoder().decode([CatalogueItem].self, from: data)
        } catch let error as DecodingError {
            throw .malformed(source: source, reason: CatalogueDecodingMessage.describe(error))
        } catch {
            throw .malformed(source: source, reason: error.localizedDescription)
        }
        try validate(items, source: source)
        return items
    }

    private static func validate(_ items: [CatalogueItem], source: String) throws(CatalogueError) {
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
