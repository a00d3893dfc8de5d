/// A place in a flow file: the file as it was named, and a 1-based line and column.
public struct FlowFileSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file as it was given (relative or absolute).
    public let file: String
    /// The line, counting from 1.
    public let line: Int
    /// The column in characters, counting from 1.
    public let column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the shape compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }
}
