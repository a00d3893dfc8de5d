import Foundation

/// Maestro's own flow files in the shared corpus (`shared/corpus/maestro`, found in a folder
/// above this file or at `CORPUS_DIR`), sorted into those Maestro reads and those it refuses.
enum MaestroCorpus {
    /// The corpus folder, or nil when it is absent.
    static var directory: String? {
        let manager = FileManager.default
        if let configured = ProcessInfo.processInfo.environment["CORPUS_DIR"] {
            let candidate = configured + "/maestro"
            if manager.fileExists(atPath: candidate) { return candidate }
        }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/corpus/maestro").path
            if manager.fileExists(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The reader fixtures Maestro's YamlCommandReaderTest expects to throw a SyntaxError.
    static let refusedReaderFixtures: Set<String> = [
        "001_empty.yaml", "004_config_empty.yaml", "005_config_noAppId.yaml", "006_emptyCommands.yaml",
        "009_invalidCommand.yaml", "010_invalidCommand_string.yaml", "015_onlyCommands.yaml",
        "016_launchApp_emptyString.yaml", "021_launchApp_syntaxError.yaml", "026_setLocation_syntaxError.yaml",
    ]

    /// The invalid workspaces whose top-level flow Maestro refuses while reading it (the
    /// others are about folders and patterns, not the grammar). `e010` is a commands-only file,
    /// which this runner accepts on purpose; see `knownDeviations`.
    static let refusedWorkspaceFlows: [String] = [
        "e006_single_flow_invalid_string_command", "e007_single_flow_malformatted_command",
        "e008_subflow_invalid_string_command", "e009_nested_subflow_invalid_string_command",
        "e011_missing_dashes", "e012_invalid_subflow_path",
    ]

    /// Files Maestro refuses that this runner reads, each with the reason.
    static let knownDeviations: [String: String] = [
        "e010_missing_config_section":
            "a file of commands without a config block is read (the project's own subflows use it)",
        "e013_invalid_media_file":
            "addMedia is not applicable headlessly, so its files are never read and a missing one is not refused",
    ]

    /// Every flow file Maestro reads: the reader fixtures it accepts, the valid workspaces,
    /// the integration-test flows, the e2e workspaces and the recipes. Workspace `config`
    /// files are not flows and are left out.
    static func validFlows(in root: String) -> [String] {
        allYAMLFiles(in: root).filter { path in
            let relative = String(path.dropFirst(root.count + 1))
            let name = (relative as NSString).lastPathComponent
            if name == "config.yaml" || name == "config.yml" { return false }
            // A workspace config chosen with --config, not a flow.
            if relative.hasSuffix("014_config_not_null/config/another_config.yaml") { return false }
            if relative.contains("/workspaces/e0") { return false }
            if relative.contains("YamlCommandReaderTest/"), refusedReaderFixtures.contains(name) { return false }
            return true
        }
    }

    /// Every flow file Maestro refuses: the reader fixtures and the top-level flows of the
    /// invalid workspaces.
    static func refusedFlows(in root: String) -> [String] {
        let reader = root + "/maestro-orchestra/src/test/resources/YamlCommandReaderTest/"
        let workspaces = root + "/maestro-orchestra/src/test/resources/workspaces/"
        return refusedReaderFixtures.sorted().map { reader + $0 }
            + refusedWorkspaceFlows.map { workspaces + $0 + "/workspace/Flow.yaml" }
    }

    private static func allYAMLFiles(in root: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") { files.append(root + "/" + relative) }
        }
        return files.sorted()
    }
}
