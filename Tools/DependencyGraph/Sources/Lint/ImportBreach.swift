/// A layer or feature rule that one `import` breaks, placed at the import: what the build-tool
/// plugin reports as a compiler error.
public struct ImportBreach: Sendable, Equatable {
    /// The source file, absolute, so an IDE can open it from the build log.
    public let file: String
    /// The 1-based line of the `import` keyword.
    public let line: Int
    /// The 1-based column of the `import` keyword (1 when it cannot be found on that line).
    public let column: Int
    /// The broken rule, with the importing target and the imported one.
    public let violation: Violation

    /// Creates a breach.
    public init(file: String, line: Int, column: Int, violation: Violation) {
        self.file = file
        self.line = line
        self.column = column
        self.violation = violation
    }

    /// `path:line:column: error: MESSAGE`, the form SwiftPM and Xcode list as a build error.
    public var compilerDiagnostic: String {
        "\(file):\(line):\(column): error: \(violation)"
    }
}
