/// Why a flow file could not be read or understood, with the place that says so. When a file
/// has several problems, the first is this error's own and the rest follow in `others`.
public struct FlowFileSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    public let location: FlowFileSourceLocation
    /// What was expected and what was found.
    public let message: String
    /// Further problems found in the same file, in file order.
    public let others: [FlowFileSyntaxError]
    /// Maestro's name for the kind of problem ("Invalid Command: tapon", "Unknown Property:
    /// foo"); `nil` for a problem of the YAML itself.
    public var title: String?

    /// Creates an error at `location`.
    public init(_ message: String, at location: FlowFileSourceLocation) {
        self.location = location
        self.message = message
        self.others = []
    }

    /// One error for several problems, the first leading; `nil` for none.
    init?(combining errors: [FlowFileSyntaxError]) {
        let all = errors.flatMap(\.all)
        guard let first = all.first else { return nil }
        self.location = first.location
        self.message = first.message
        self.title = first.title
        self.others = Array(all.dropFirst())
    }

    /// Every problem, this one first, each without followers.
    public var all: [FlowFileSyntaxError] {
        var alone = FlowFileSyntaxError(message, at: location)
        alone.title = title
        return [alone] + others.flatMap(\.all)
    }

    /// `file:line:column: message`, one line per problem.
    public var description: String {
        ([self] + others).map { "\($0.location): \($0.message)" }.joined(separator: "\n")
    }
}
