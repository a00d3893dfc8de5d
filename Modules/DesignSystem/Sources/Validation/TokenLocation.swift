/// Where a token or group is written: the file, named as messages name it, and the 1-based
/// line its object starts on.
public struct TokenLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file, as messages name it (`radius.json`, or the path given on the command line).
    public let file: String
    /// The 1-based line.
    public let line: Int

    /// The place `line` of `file`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// `file:line`, the form compilers use, which editors and terminals open.
    public var description: String { "\(file):\(line)" }
}
