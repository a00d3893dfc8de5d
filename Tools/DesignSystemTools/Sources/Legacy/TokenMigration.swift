import DesignSystem
import Foundation

/// Rewrites the values of a tokens file that are in forms from before DTCG 2025.10 into the
/// 2025.10 forms with the same meaning, and moves the members tokens write beside `$value`
/// into their `$extensions`, changing no other byte of the file.
public enum TokenMigration {
    /// What migrating one file gives.
    public struct Result: Sendable {
        /// The file's new text; the same bytes when nothing was migrated.
        public let data: Data
        /// Every value rewritten, in file order.
        public let migrated: [LegacyFinding]
        /// Every member moved from beside `$value` into `$extensions`, in file order.
        public let movedMembers: [MemberBesideValue]
        /// Every value in an earlier form, and every member beside `$value`, that was left as
        /// written, with why, in file order.
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
            let unmigratable = (scanner.unmigratable + scanner.unmovedMembers).enumerated()
                .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
            return Result(
                data: data, migrated: scanner.findings, movedMembers: scanner.movedIntoExtensions,
                unmigratable: unmigratable)
        }
    }
}
