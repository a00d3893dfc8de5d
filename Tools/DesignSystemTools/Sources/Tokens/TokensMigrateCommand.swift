import CommandLineKit
import DesignSystem
import Foundation

extension TokensCommand {
    /// `App tokens migrate FILE... (--write | --output DIR)`: rewrites values in forms from
    /// before DTCG 2025.10 into 2025.10, changing nothing else in the files. Exit status: 0 all
    /// migrated, 1 some values could not be (each is listed with why) or a file is not JSON,
    /// 2 bad usage or an unreadable or unwritable path.
    public enum Migrate: DeclaredCommand {
        /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
        public static let declaration = CommandDeclaration(
            "migrate",
            abstract:
                "Rewrites pre-2025.10 forms (hex strings, \"16px\", \"200ms\", Tokens Studio types) into 2025.10 "
                + "and moves members beside $value into $extensions.",
            discussion: """
                Key order, formatting, every other value and each number's digits are kept; migrating twice equals
                migrating once. Values with no meaning-preserving rewrite (em, dp, expressions, math) are listed with why.
                A member beside $value goes under $extensions."\(MemberMove.extensionKey)"; a "unit" beside a bare
                number of a dimension (px, rem) or duration (ms, s) goes into the value. Files are named by their
                paths when there are several.
                Every file is read and every path checked before any is written; a file keeps its permissions and
                owner, and one with several names (hard links), a symbolic link, or a file changed meanwhile is refused.
                Exit status: 0 all migrated, 1 some values left as they are or a file is not JSON, 2 bad usage.
                """,
            arguments: [
                .positional("FILE", count: .oneOrMore, help: "token files to migrate"),
                .flag("--write", help: "replace each file with its migrated text"),
                .option("--output", value: "DIR", help: "write the migrated files into this folder, by their names"),
            ]
        )

        /// Where the migrated files go.
        enum Destination: Equatable {
            /// Over the files themselves.
            case inPlace
            /// Into a folder, each by its file name.
            case folder(String)
        }

        /// Which files, written where.
        public struct Options: Equatable {
            var files: [String]
            var destination: Destination
            /// The usage lines printed under an error found while running.
            var usage = ""

            /// Reads the options of `App tokens migrate`.
            ///
            /// - Throws: `CommandUsageError` unless exactly one of `--write` and `--output` is
            ///   given, or when two files share a name `--output` would write both to.
            public init(_ parsed: ParsedCommand) throws(CommandUsageError) {
                usage = parsed.usage
                files = parsed.values("FILE")
                switch (parsed.flag("--write"), parsed.value("--output")) {
                case (true, nil): destination = .inPlace
                case let (false, folder?): destination = .folder(folder)
                case (true, _?): throw parsed.usageError("give --write or --output DIR, not both")
                case (false, nil):
                    throw parsed.usageError("expected --write (replace the files) or --output DIR")
                }
                if case .folder = destination {
                    let names = files.map { ($0 as NSString).lastPathComponent }
                    if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
                        throw parsed.usageError(
                            "two files are named '\(repeated)'; --output would write one over the other")
                    }
                }
            }
        }

        /// Migrates and writes the files `options` name, printing what changed and what could not.
        ///
        /// Every file is read, and every path to be written is checked, before any is written:
        /// a file that cannot be read, or a path that must not be replaced (a symbolic link, a
        /// named pipe, a file with several names), leaves every file as it was. Each file is
        /// then replaced whole, with its permissions and owner, and only when nobody changed it
        /// since it was read (see `UserFileReplacement`).
        public static func run(_ options: Options, output: (String) -> Void, errors: (String) -> Void) -> Int32 {
            let usage = options.usage
            if case let .folder(folder) = options.destination, let refusal = OutputFolder.refusal(for: folder) {
                errors(CommandUsageError("cannot write into '\(folder)': \(refusal)", usage: usage).description)
                return CommandUsageError.exitStatus
            }
            var inputs: [(source: TokenSource, file: InputFile)] = []
            for file in options.files {
                do {
                    inputs.append(try TokenFileReader.read(file))
                } catch {
                    errors(CommandUsageError(error.description, usage: usage).description)
                    return CommandUsageError.exitStatus
                }
            }
            var status: Int32 = 0
            var writes: [(file: InputFile, data: Data, target: String)] = []
            for (source, file) in inputs {
                // As `tokens check` names them: the files of a set often share a name.
                let named = inputs.count > 1 ? TokenSource(name: file.path, data: source.data) : source
                let result: TokenMigration.Result
                do {
                    result = try TokenMigration.migrate(named)
                } catch {
                    output(error.description)
                    status = 1
                    continue
                }
                output(summary(of: result, file: named.name))
                if !result.unmigratable.isEmpty { status = max(status, 1) }
                switch options.destination {
                case .inPlace:
                    if result.data != source.data { writes.append((file, result.data, file.path)) }
                case let .folder(folder):
                    writes.append((file, result.data, (folder as NSString).appendingPathComponent(source.name)))
                }
            }
            let replacement = UserFileReplacement()
            for write in writes {
                if let refusal = replacement.refusal(toReplace: write.target) {
                    errors("error: cannot write '\(write.target)': \(refusal); no file was written")
                    return CommandUsageError.exitStatus
                }
            }
            if case let .folder(folder) = options.destination {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    errors("error: cannot create the folder '\(folder)': \(error.localizedDescription)")
                    return CommandUsageError.exitStatus
                }
            }
            for write in writes {
                do {
                    switch options.destination {
                    case .inPlace: try replacement.replace(write.file, with: [UInt8](write.data))
                    case .folder: try replacement.write([UInt8](write.data), to: write.target)
                    }
                } catch {
                    errors("error: cannot write '\(write.target)': \(error.reason)")
                    status = CommandUsageError.exitStatus
                }
            }
            return status
        }

        /// `a.json: 3 values migrated (2 × hex colour strings, ...); 4 members moved into
        /// $extensions (4 × "group")`, then one line per value or member left as written.
        static func summary(of result: TokenMigration.Result, file: String) -> String {
            var counts: [LegacyForm: Int] = [:]
            for finding in result.migrated { counts[finding.form, default: 0] += 1 }
            let parts = LegacyForm.allCases.compactMap { form in counts[form].map { "\($0) × \(form.title)" } }
            let count = result.migrated.count
            var summary =
                "\(file): \(count == 1 ? "1 value" : "\(count) values") migrated"
                + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
            let moved = MemberBesideValueGroup.groups(result.movedMembers)
            if !moved.isEmpty {
                let total = result.movedMembers.count
                summary +=
                    "; \(total == 1 ? "1 member" : "\(total) members") moved from beside $value into $extensions ("
                    + moved.map { "\($0.count) × \"\($0.member)\"" }.joined(separator: ", ") + ")"
            }
            var lines = [summary]
            for value in result.unmigratable {
                lines.append(
                    "\(value.file):\(value.line): \(value.path): cannot migrate \(shortened(value.found)): \(value.reason)"
                )
            }
            return lines.joined(separator: "\n")
        }

        private static func shortened(_ text: String) -> String {
            let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
            return flat.count <= 80 ? flat : String(flat.prefix(80)) + "…"
        }
    }
}
