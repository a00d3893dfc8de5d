import Foundation

/// Everything that stops `depgraph` from giving an answer; each message names the file and the problem.
public enum DepgraphError: Error, Equatable, CustomStringConvertible {
    /// The command line asked for something depgraph does not understand.
    case usage(String)
    /// No `Package.swift` where one was expected.
    case packageNotFound(path: String)
    /// `swift package describe` (or another tool) ran and failed.
    case toolFailed(command: String, status: Int32, output: String)
    /// A file is not valid JSON.
    case invalidJSON(file: String, detail: String)
    /// A JSON file nests arrays and objects deeper than depgraph reads.
    case nestedTooDeep(file: String, line: Int, limit: Int)
    /// A package description is JSON but not the expected shape.
    case invalidDescription(file: String, detail: String)
    /// A target depends on a target the description does not contain.
    case missingTarget(file: String, target: String, dependency: String)
    /// The rules file is JSON but says something depgraph cannot apply.
    case invalidRules(file: String, detail: String)
    /// A file could not be read or written.
    case unreadableFile(file: String, detail: String)
    /// SwiftPM could not load the package's manifest.
    case manifestFailed(path: String, output: String)
    /// An output file could not be written.
    case unwritableFile(file: String, detail: String)
    /// An output path that depgraph refuses to write (a FIFO, a device, a symbolic link, a folder).
    case unsafeOutput(path: String, detail: String)
    /// Standard output could not take what depgraph printed (closed, full, a broken pipe).
    case outputFailed(detail: String)
    /// A drawing was asked for but Graphviz is not installed.
    case graphvizMissing(format: String)
    /// The graph has a loop where an acyclic one is needed.
    case cycle(loop: [String])
    /// A git command failed (for example, an unknown revision for `--since`).
    case gitFailed(detail: String)

    /// A message a person can act on.
    public var description: String {
        switch self {
        case .usage(let detail):
            return "usage: \(detail)"
        case .packageNotFound(let path):
            return "\(path): expected a SwiftPM package (Package.swift), found none"
        case .toolFailed(let command, let status, let output):
            let trimmed = output.trimmingCharacters(in: .whitespacesAndNewlines)
            return "`\(command)` exited with status \(status)" + (trimmed.isEmpty ? "" : ": \(trimmed)")
        case .invalidJSON(let file, let detail):
            return "\(file): expected JSON, found invalid text (\(detail))"
        case .nestedTooDeep(let file, let line, let limit):
            return "\(file):\(line): arrays and objects nest more than \(limit) levels deep here; depgraph reads "
                + "at most \(limit) (a package description, manifest or rules file nests about ten)"
        case .invalidDescription(let file, let detail):
            return "\(file): not a package description: \(detail)"
        case .missingTarget(let file, let target, let dependency):
            return "\(file): target \(target) depends on \(dependency), which is not among the described targets"
        case .invalidRules(let file, let detail):
            return "\(file): \(detail)"
        case .unreadableFile(let file, let detail):
            return "\(file): cannot read: \(detail)"
        case .manifestFailed(let path, let output):
            let trimmed = output.trimmingCharacters(in: .whitespacesAndNewlines)
            return "\(path): SwiftPM could not load the manifest" + (trimmed.isEmpty ? "" : ":\n\(trimmed)")
        case .unwritableFile(let file, let detail):
            return "\(file): cannot write: \(detail)"
        case .unsafeOutput(let path, let detail):
            return "\(path): refusing to write the output: \(detail)"
        case .outputFailed(let detail):
            return "standard output: cannot write: \(detail)"
        case .graphvizMissing(let format):
            return "--format \(format) needs Graphviz's `dot`, which is not on PATH; install Graphviz "
                + "(Debian/Ubuntu: `apt-get install graphviz`, Fedora: `dnf install graphviz`, macOS: `brew install graphviz`) "
                + "or use --format dot and draw it elsewhere"
        case .cycle(let loop):
            return "the targets depend on each other in a loop (\(loop.joined(separator: " -> "))); break it first"
        case .gitFailed(let detail):
            return detail
        }
    }
}
