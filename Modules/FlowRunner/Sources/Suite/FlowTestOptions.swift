/// What `App test` was asked to do.
public struct FlowTestOptions: Sendable, Equatable {
    /// Flow files and folders of flow files, as given.
    public var paths: [String] = []
    /// Where to write the JUnit XML report.
    public var junitPath: String?
    /// Where to write screenshots and the evidence of failed flows.
    public var artifactsDirectory: String?
    /// The share of the suite to run; `nil` runs everything.
    public var shard: FlowShard?
    /// `--help` was given.
    public var showsHelp = false

    /// Creates empty options.
    public init() {}

    /// The usage text printed for `--help` and after a usage error.
    public static let usage = """
        usage: App test FLOW|DIR... [--junit PATH] [--artifacts DIR] [--shard INDEX/COUNT]

          FLOW|DIR             flow files (.yaml, .yml), or folders whose flow files all run
          --junit PATH         write a JUnit XML report to PATH
          --artifacts DIR      write screenshots, and the screen, tree and step log of each
                               failed flow, under DIR
          --shard INDEX/COUNT  run only share INDEX of COUNT (1-based), for CI matrices

        Exit status: 0 all flows passed, 1 a flow failed, 2 bad usage or a syntax error.
        """

    /// Reads the arguments after `test`.
    ///
    /// - Throws: `FlowUsageError` for an unknown option, a missing value or no flows.
    public static func parse(_ arguments: [String]) throws(FlowUsageError) -> FlowTestOptions {
        var options = FlowTestOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "--help", "-h":
                options.showsHelp = true
            case "--junit":
                options.junitPath = try value(of: name, inline: inlineValue, from: &remaining)
            case "--artifacts":
                options.artifactsDirectory = try value(of: name, inline: inlineValue, from: &remaining)
            case "--shard":
                options.shard = try FlowShard(parsing: value(of: name, inline: inlineValue, from: &remaining))
            case "--":
                options.paths += remaining
                remaining = []
            default:
                guard !argument.hasPrefix("-") || argument == "-" else {
                    throw FlowUsageError(
                        "unknown option '\(argument)' (expected --junit, --artifacts, --shard or --help)")
                }
                options.paths.append(argument)
            }
        }
        guard options.showsHelp || !options.paths.isEmpty else {
            throw FlowUsageError("expected at least one flow file or folder, found none")
        }
        return options
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func value(
        of name: String,
        inline: String?,
        from remaining: inout ArraySlice<String>
    ) throws(FlowUsageError) -> String {
        if let inline, !inline.isEmpty { return inline }
        guard inline == nil, let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw FlowUsageError("\(name): expected a value after it, found none")
        }
        return next
    }
}
