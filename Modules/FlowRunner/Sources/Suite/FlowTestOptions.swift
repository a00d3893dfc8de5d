import Foundation

/// What `App test` was asked to do.
public struct FlowTestOptions: Sendable, Equatable {
    /// Flow files and folders of flow files, as given.
    public var paths: [String] = []
    /// Where to write the JUnit XML report (`--junit PATH`, or `--format junit --output PATH`).
    public var junitPath: String?
    /// Where to write the HTML report (`--format html --output PATH`).
    public var htmlPath: String?
    /// Where to write screenshots and the evidence of failed flows.
    public var artifactsDirectory: String?
    /// The share of the suite to run; `nil` runs everything.
    public var shard: FlowShard?
    /// The longest one flow may run (`--timeout SECONDS`); `nil` is
    /// `FlowRunner.defaultTimeLimit`.
    public var timeLimit: Duration?
    /// Only flows with one of these tags run (`--include-tags a,b`).
    public var includeTags: [String] = []
    /// Flows with one of these tags do not run (`--exclude-tags a,b`).
    public var excludeTags: [String] = []
    /// Values for the flows' `${NAME}`s (`-e NAME=VALUE`), as Maestro's `-e` gives them: a
    /// flow's own `env` may still define the name, and may use this value to do so.
    public var parameters: [String: String] = [:]
    /// `--help` was given.
    public var showsHelp = false
    /// A `--format` waiting for its `--output`.
    private var pendingFormat: String?

    /// Creates empty options.
    public init() {}

    /// The usage text printed for `--help` and after a usage error.
    public static let usage = """
        usage: App test FLOW|DIR... [-e NAME=VALUE]... [--format junit|html --output PATH]...
                                    [--junit PATH] [--artifacts DIR] [--include-tags T,...]
                                    [--exclude-tags T,...] [--shard INDEX/COUNT] [--timeout SECONDS]

        Runs Maestro flow files against the headless app, each in a fresh app.

          FLOW|DIR               flow files (.yaml, .yml), or Maestro workspaces: a folder runs
                                 the flows its config.yaml 'flows' globs match (its top-level
                                 files by default), filtered by tags, 'executionOrder' first
          -e, --env NAME=VALUE   a value for ${NAME} in the flows, under their own env:
                                 'env: {USER: ${USER || "ada"}}' takes it when given;
                                 shell variables named MAESTRO_* come under these
          --format junit|html    the report --output writes: JUnit XML, or one self-contained
          --output PATH          HTML page (every flow and step, the screen after each step as
                                 SVG, the failure with its tree); may be given once per format
          --junit PATH           the same as --format junit --output PATH
          --artifacts DIR        write screenshots, and the screen, tree and step log of each
                                 failed flow, under DIR
          --include-tags T,...   run only flows with one of these tags (with config.yaml's)
          --exclude-tags T,...   leave out flows with one of these tags (with config.yaml's)
          --shard INDEX/COUNT    run only share INDEX of COUNT (1-based), for CI matrices
          --timeout SECONDS      end a flow that runs longer than this and fail it (default 600,
                                 at most \(maximumTimeout); Maestro has no such limit)
          --help                 print this help

        Steps print as COMPLETED, FAILED, SKIPPED or NOT APPLICABLE (a command that needs a
        real device, such as addMedia or setLocation: it did not run and is never counted
        as passed).

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
            case "-e", "--env":
                let (key, value) = try parameter(try self.value(of: name, inline: inlineValue, from: &remaining))
                options.parameters[key] = value
            case "--junit":
                options.junitPath = try path(try value(of: name, inline: inlineValue, from: &remaining), for: name)
            case "--artifacts":
                options.artifactsDirectory = try path(
                    try value(of: name, inline: inlineValue, from: &remaining), for: name)
            case "--format":
                let format = try value(of: name, inline: inlineValue, from: &remaining).lowercased()
                guard ["junit", "html"].contains(format) else {
                    throw FlowUsageError("--format: expected junit or html, found '\(format)'")
                }
                options.pendingFormat = format
            case "--output":
                let path = try path(try value(of: name, inline: inlineValue, from: &remaining), for: name)
                guard let format = options.pendingFormat else {
                    throw FlowUsageError("--output: give --format junit or --format html before it")
                }
                if format == "html" { options.htmlPath = path } else { options.junitPath = path }
                options.pendingFormat = nil
            case "--include-tags":
                options.includeTags += tags(try value(of: name, inline: inlineValue, from: &remaining))
            case "--exclude-tags":
                options.excludeTags += tags(try value(of: name, inline: inlineValue, from: &remaining))
            case "--shard":
                options.shard = try FlowShard(parsing: value(of: name, inline: inlineValue, from: &remaining))
            case "--timeout":
                options.timeLimit = try timeout(try value(of: name, inline: inlineValue, from: &remaining))
            case "--":
                options.paths += remaining
                remaining = []
            default:
                guard !argument.hasPrefix("-") || argument == "-" else {
                    throw FlowUsageError(
                        "unknown option '\(argument)' (expected -e, --junit, --format, --output, --artifacts, "
                            + "--include-tags, --exclude-tags, --shard, --timeout or --help)")
                }
                options.paths.append(argument)
            }
        }
        if let format = options.pendingFormat {
            throw FlowUsageError("--format \(format): expected --output PATH after it, found none")
        }
        guard options.showsHelp || !options.paths.isEmpty else {
            throw FlowUsageError("expected at least one flow file or folder, found none")
        }
        return options
    }

    /// `text` as the path an option names; an empty one names nothing.
    private static func path(_ text: String, for option: String) throws(FlowUsageError) -> String {
        guard !text.isEmpty else { throw FlowUsageError("\(option): expected a path, found an empty one") }
        return text
    }

    /// The most seconds `--timeout` takes: a day.
    public static let maximumTimeout = 86_400

    /// `--timeout`'s whole number of seconds, from 1 to `maximumTimeout`.
    private static func timeout(_ text: String) throws(FlowUsageError) -> Duration {
        guard let seconds = Int(text), (1...maximumTimeout).contains(seconds) else {
            throw FlowUsageError(
                "--timeout: expected a whole number of seconds from 1 to \(maximumTimeout), found '\(text)'")
        }
        return .seconds(seconds)
    }

    /// `NAME=VALUE` split at its first `=`; the value may be empty, the name may not.
    private static func parameter(_ text: String) throws(FlowUsageError) -> (String, String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw FlowUsageError("-e: expected NAME=VALUE, found '\(text)'")
        }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    private static func tags(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
