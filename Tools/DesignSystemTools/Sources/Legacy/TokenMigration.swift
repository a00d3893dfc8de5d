import DesignSystem
import Foundation

/// Rewrites the values of a tokens file that are in forms from before DTCG 2025.10 into the
/// 2025.10 forms with the same meaning, changing no other byte of the file.
public enum TokenMigration {
    /// What migrating one file gives.
    public struct Result: Sendable {
        /// The file's new text; the same bytes when nothing was migrated.
        public let data: Data
        /// Every value rewritten, in file order.
        public let migrated: [LegacyFinding]
        /// Every value in an earlier form that was left as written, with why.
        public let unmigratable: [UnmigratableValue]
    }

    /// Why a file cannot be migrated at all.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file, as messages name it.
        public let file: String
        /// What is wrong with it.
        public let reason: String

        /// `file: reason`.
        public var description: String { "\(file): \(reason)" }
    }

    /// Migrates `source`. Migrating the result again changes nothing.
    ///
    /// - Throws: `Failure` when the file is not JSON.
    public static func migrate(_ source: TokenSource) throws(Failure) -> Result {
        switch JSONReader.read([UInt8](source.data)) {
        case let .failure(error):
            throw Failure(file: source.name, reason: "expected JSON, found an error at \(error)")
        case let .success(output):
            let scanner = LegacyScanner(output.document, file: source.name)
            let data = scanner.edits.isEmpty ? source.data : Data(scanner.rewrittenText())
            return Result(data: data, migrated: scanner.findings, unmigratable: scanner.unmigratable)
        }
    }
}
