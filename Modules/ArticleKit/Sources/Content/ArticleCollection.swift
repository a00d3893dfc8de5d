/// How a feature's bundled articles are named, so that loading messages speak of "the feed"
/// and its "items" in Home and of "the catalogue" and its "entries" in Explore.
public nonisolated struct ArticleCollection: Equatable, Sendable {
    /// What a person calls the whole list (`feed`).
    public let name: String
    /// The JSON resource's base name in the owner's bundle (`feed` for `feed.json`).
    public let resource: String
    /// The module whose bundle ships the resource, named in the missing-resource message.
    public let owner: String
    /// What one element of the list is called (`item`).
    public let element: String
    /// The plural of `element` (`items`).
    public let elements: String

    /// Creates the naming of one bundled collection.
    public init(name: String, resource: String, owner: String, element: String, elements: String) {
        self.name = name
        self.resource = resource
        self.owner = owner
        self.element = element
        self.elements = elements
    }

    /// The resource's file name, used in messages (`feed.json`).
    public var resourceName: String { "\(resource).json" }
}
