/// A String Catalog that cannot be read, saying which file and what is wrong with it.
public struct StringCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The catalogue's path.
    public let source: String
    /// What is wrong, for a person to fix.
    public let message: String

    /// An error about the catalogue at `source`.
    public init(source: String, message: String) {
        self.source = source
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(source): \(message)" }
}
