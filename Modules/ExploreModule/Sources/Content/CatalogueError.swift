/// Why the catalogue could not be loaded.
nonisolated enum CatalogueError: Error, Equatable, CustomStringConvertible {
    /// The resource is not in the module's bundle.
    case missingResource(String)
    /// The resource exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The data is not a JSON list of entries with the expected fields.
    case malformed(source: String, reason: String)
    /// An entry has an empty or whitespace-only field.
    case emptyField(source: String, index: Int, field: String)
    /// Two entries share an id.
    case duplicateID(source: String, id: String)
    /// Two entries share a title.
    case duplicateTitle(source: String, title: String)

    /// What was expected, what was found and where.
    var description: String {
        switch self {
        case let .missingResource(name):
            "\(name): expected the catalogue in the ExploreModule bundle, found no such resource"
        case let .unreadable(path, reason):
            "\(path): expected a readable catalogue file, found an error: \(reason)"
        case let .malformed(source, reason):
            "\(source): \(reason)"
        case let .emptyField(source, index, field):
            "\(source): entry \(index): expected a non-empty \"\(field)\", found an empty one"
        case let .duplicateID(source, id):
            "\(source): expected unique ids, found \"\(id)\" more than once"
        case let .duplicateTitle(source, title):
            "\(source): expected unique titles, found \"\(title)\" more than once"
        }
    }
}
