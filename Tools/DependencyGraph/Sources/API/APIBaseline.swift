import Foundation

/// The committed public surface of one module: one symbol line per line, sorted.
public struct APIBaseline: Sendable {
    /// The baseline file.
    public let file: String

    /// Creates the baseline of `module` inside `directory`.
    public init(module: String, directory: String) {
        self.file = URL(fileURLWithPath: directory).appendingPathComponent("\(module).txt").path
    }

    /// The committed lines; empty when there is no baseline yet.
    public func read() throws(DepgraphError) -> [String] {
        guard FileManager.default.fileExists(atPath: file) else { return [] }
        do {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        } catch {
            throw .unreadableFile(file: file, detail: error.localizedDescription)
        }
    }

    /// Writes `lines` as the new baseline.
    public func write(_ lines: [String]) throws(DepgraphError) {
        do {
            try FileManager.default.createDirectory(
                atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path,
                withIntermediateDirectories: true
            )
            try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            throw .unreadableFile(file: file, detail: "cannot write: \(error.localizedDescription)")
        }
    }

    /// The baseline as a generated file, named relative to `root`: its committed text against
    /// the text `write(current)` would leave.
    public func generatedFile(current: [String], root: String) throws(DepgraphError) -> GeneratedFile {
        let path = SourceImportReader.relative(file, to: root)
        let committed: String?
        do {
            committed =
                FileManager.default.fileExists(atPath: file) ? try String(contentsOfFile: file, encoding: .utf8) : nil
        } catch {
            throw .unreadableFile(file: file, detail: error.localizedDescription)
        }
        return GeneratedFile(path: path, committed: committed, fresh: current.joined(separator: "\n") + "\n")
    }

    /// Lines only in `current` (added) and only in `committed` (removed), each sorted.
    public static func difference(committed: [String], current: [String]) -> (added: [String], removed: [String]) {
        let old = Set(committed)
        let new = Set(current)
        return (new.subtracting(old).sorted(), old.subtracting(new).sorted())
    }
}
