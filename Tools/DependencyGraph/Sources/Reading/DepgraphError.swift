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
    /// A package description is JSON but not the expected shape.
    case invalidDescription(file: String, detail: String)
    /// A target depends on a target the description does not contain.
    case missingTarget(file: String, target: String, dependency: String)
    /// The rules file is JSON but says something depgraph cannot apply.
    case invalidRules(file: String, detail: String)
    /// A file could not be read or written.
    case unreadableFile(file: String, detail: String)

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
        case .invalidDescription(let file, let detail):
            return "\(file): not a package description: \(detail)"
        case .missingTarget(let file, let target, let dependency):
            return "\(file): target \(target) depends on \(dependency), which is not among the described targets"
        case .invalidRules(let file, let detail):
            return "\(file): \(detail)"
        case .unreadableFile(let file, let detail):
            return "\(file): cannot read: \(detail)"
        }
    }
}
