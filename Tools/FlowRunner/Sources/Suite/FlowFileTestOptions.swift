import CommandLineKit
import Foundation

/// What `App test` was asked to do, read from a command line its declaration parsed.
public struct FlowFileTestOptions: Sendable, Equatable {
    /// Flow files and folders of flow files, as given.
    public var paths: [String] = []
    /// Where to write the JUnit XML report (`--junit PATH`, or `--format junit --output PATH`).
    public var junitPath: String?
    /// Where to write the HTML report (`--format html --output PATH`).
    public var htmlPath: String?
    /// Where to write screenshots and the evidence of failed flows.
    public var artifactsDirectory: String?
    /// This machine's share of the suite (`--shard-index`, `--shard-total`); `nil` runs
    /// everything.
    public var shard: FlowFileShard?
    /// The worker processes to spread the suite over (`--shard-split`, `--shard-all`); `nil`
    /// runs it in this process.
    public var workers: FlowFileShardWorkers?
    /// The longest one flow may run (`--timeout SECONDS`); `nil` is
    /// `FlowFileRunner.defaultTimeLimit`.
    public var timeLimit: Duration?
    /// Only flows with one of these tags run (`--include-tags a,b`).
    public var includeTags: [String] = []
    /// Flows with one of these tags do not run (`--exclude-tags a,b`).
    public var excludeTags: [String] = []
    /// Values for the flows' `${NAME}`s (`-e NAME=VALUE`), as Maestro's `-e` gives them: a
    /// flow's own `env` may still define the name, and may use this value to do so.
    public var parameters: [String: String] = [:]

    /// Creates empty options.
    public init() {}

    /// The most seconds `--timeout` takes: a day.
    public static let maximumTimeout = 86_400

    /// Reads the options of `parsed`, a command line `declaration` (or a tree holding it) read.
    ///
    /// - Throws: `FlowFileUsageError` for no flows, or a value an option refuses: an empty path, a format other
    ///   than junit or html, a `--format` without its `--output`, a report given two paths, a
    ///   malformed `NAME=VALUE`, shard or timeout. The caller adds the command's usage.
    public init(_ parsed: ParsedCommand) throws(FlowFileUsageError) {
        paths = parsed.values(Self.flows)
        // The declaration asks for one; a command line read for `--help` holds none, and runs nothing.
        guard !paths.isEmpty else { throw FlowFileUsageError("expected at least one flow file or folder, found none") }
        for text in parsed.values("--env") {
            let (name, value) = try Self.parameter(text)
            parameters[name] = value
        }
        try readReports(parsed)
        if let directory = parsed.value("--artifacts") {
            artifactsDirectory = try Self.path(directory, for: "--artifacts")
        }
        includeTags = parsed.values("--include-tags").flatMap(Self.tags)
        excludeTags = parsed.values("--exclude-tags").flatMap(Self.tags)
        try readShards(parsed)
        timeLimit = try parsed.value("--timeout").map { text throws(FlowFileUsageError) in try Self.timeout(text) }
    }

    /// Reads this machine's share and the workers; `--shard` is the old spelling of the share.
    private mutating func readShards(_ parsed: ParsedCommand) throws(FlowFileUsageError) {
        if let old = parsed.value("--shard") {
            let parts = old.split(separator: "/", omittingEmptySubsequences: false)
            let example =
                parts.count == 2
                ? "--shard-index \(parts[0]) --shard-total \(parts[1])" : "--shard-index 1 --shard-total 4"
            throw FlowFileUsageError(
                "--shard INDEX/COUNT is replaced by --shard-index INDEX --shard-total COUNT (here: \(example)), whose "
                    + "shares stay put as flows are added")
        }
        switch (parsed.value("--shard-index"), parsed.value("--shard-total")) {
        case let (index?, total?): shard = try FlowFileShard(index: index, total: total)
        case (_?, nil): throw FlowFileUsageError("--shard-index: give --shard-total with it")
        case (nil, _?): throw FlowFileUsageError("--shard-total: give --shard-index with it")
        case (nil, nil): break
        }
        let split = parsed.value("--shard-split")
        let all = parsed.value("--shard-all")
        if split != nil, all != nil {
            throw FlowFileUsageError("Options --shard-split and --shard-all are mutually exclusive.")
        }
        if let split { workers = try FlowFileShardWorkers(mode: .split, parsing: split) }
        if let all { workers = try FlowFileShardWorkers(mode: .all, parsing: all) }
    }

    /// Pairs the Nth `--format` with the Nth `--output`, and adds `--junit`; each report takes
    /// one path.
    private mutating func readReports(_ parsed: ParsedCommand) throws(FlowFileUsageError) {
        let formats = parsed.values("--format").map { $0.lowercased() }
        let outputs = parsed.values("--output")
        var reports: [(format: String, path: String)] = []
        for (index, format) in formats.enumerated() {
            guard ["junit", "html"].contains(format) else {
                throw FlowFileUsageError("--format: expected junit or html, found '\(format)'")
            }
            guard index < outputs.count else {
                throw FlowFileUsageError("--format \(format): expected --output PATH with it, found none")
            }
            reports.append((format, try Self.path(outputs[index], for: "--output")))
        }
        if outputs.count > formats.count {
            throw FlowFileUsageError("--output: give --format junit or --format html with it")
        }
        if let path = parsed.value("--junit") {
            reports.append(("junit", try Self.path(path, for: "--junit")))
        }
        for (format, path) in reports {
            let given = format == "html" ? htmlPath : junitPath
            if let given {
                let report = format == "html" ? "the HTML report" : "the JUnit report"
                throw FlowFileUsageError("\(report) was given two paths, '\(given)' and '\(path)'; give it one")
            }
            if format == "html" { htmlPath = path } else { junitPath = path }
        }
    }

    /// `text` as the path an option names; an empty one names nothing.
    private static func path(_ text: String, for option: String) throws(FlowFileUsageError) -> String {
        guard !text.isEmpty else { throw FlowFileUsageError("\(option): expected a path, found an empty one") }
        return text
    }

    /// `--timeout`'s whole number of seconds, from 1 to `maximumTimeout`.
    private static func timeout(_ text: String) throws(FlowFileUsageError) -> Duration {
        guard let seconds = Int(text), (1...maximumTimeout).contains(seconds) else {
            throw FlowFileUsageError(
                "--timeout: expected a whole number of seconds from 1 to \(maximumTimeout), found '\(text)'")
        }
        return .seconds(seconds)
    }

    /// `NAME=VALUE` split at its first `=`; the value may be empty, the name may not.
    private static func parameter(_ text: String) throws(FlowFileUsageError) -> (String, String) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw FlowFileUsageError("-e: expected NAME=VALUE, found '\(text)'")
        }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }

    private static func tags(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
