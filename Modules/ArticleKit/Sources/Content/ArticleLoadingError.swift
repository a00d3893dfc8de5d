/// Why a feature's bundled articles could not be loaded.
public nonisolated struct ArticleLoadingError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Equatable, Sendable {
        /// The resource is not in the owner's bundle.
        case missingResource(String)
        /// The resource exists but could not be read.
        case unreadable(path: String, reason: String)
        /// The data is not a JSON list of articles with the expected fields.
        case malformed(source: String, reason: String)
        /// An article has an empty or whitespace-only field.
        case emptyField(source: String, index: Int, field: String)
        /// Two articles share an id.
        case duplicateID(source: String, id: String)
        /// Two articles share a title.
        case duplicateTitle(source: String, title: String)
    }

    /// The collection that failed to load, which names things in the message.
    public let collection: ArticleCollection
    /// What went wrong.
    public let problem: Problem

    /// Creates the error.
    public init(_ problem: Problem, in collection: ArticleCollection) {
        self.collection = collection
        self.problem = problem
    }

    /// What was expected, what was found and where.
    public var description: String {
        switch problem {
        case let .missingResource(name):
            "\(name): expected the \(collection.name) in the \(collection.owner) bundle, found no such resource"
        case let .unreadable(path, reason):
            "\(path): expected a readable \(collection.name) file, found an error: \(reason)"
        case let .malformed(source, reason):
            "\(source): \(reason)"
        case let .emptyField(source, index, field):
            "\(source): \(collection.element) \(index): expected a non-empty \"\(field)\", found an empty one"
        case let .duplicateID(source, id):
            "\(source): expected unique ids, found \"\(id)\" more than once"
        case let .duplicateTitle(source, title):
            "\(source): expected unique titles, found \"\(title)\" more than once"
        }
    }
}
