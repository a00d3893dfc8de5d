/// An import together with the file it was found in.
public struct LocatedImport: Sendable, Equatable {
    /// The import.
    public let statement: ImportStatement
    /// The file, relative to the package root.
    public let file: String

    /// Creates a located import.
    public init(statement: ImportStatement, file: String) {
        self.statement = statement
        self.file = file
    }

    /// `file:line`, for messages.
    public var location: String { "\(file):\(statement.line)" }
}
