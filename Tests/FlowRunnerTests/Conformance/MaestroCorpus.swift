import Foundation

@testable import FlowRunner

/// Maestro's own flow files in the shared corpus (`shared/corpus/maestro` for 1.39 and
/// `shared/corpus/maestro-latest` for the newest, found in a folder above this file or at
/// `CORPUS_DIR`), sorted into those Maestro reads and those it refuses.
enum MaestroCorpus {
    /// The 1.39 corpus folder, or nil when it is absent.
    static var directory: String? { folder(named: "maestro") }

    /// The newest Maestro's corpus folder, or nil when it is absent.
    static var latestDirectory: String? { folder(named: "maestro-latest") }

    private static func folder(named name: String) -> String? {
        let manager = FileManager.default
        if let configured = ProcessInfo.processInfo.environment["CORPUS_DIR"] {
            let candidate = configured + "/" + name
            if manager.fileExists(atPath: candidate) { return candidate }
        }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/corpus/" + name).path
            if manager.fileExists(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// YAML files of the newest corpus that are not flows: project files of the e2e apps, and
    /// files the workspace fixtures keep beside their flows to show that they are left out
    /// (additional config files, files their `flows` patterns negate).
    static let notFlows: [String] = [
        "e2e/alert-repro-swiftui/project.yml", "e2e/demo_app/analysis_options.yaml",
        "e2e/demo_app/devtools_options.yaml", "e2e/demo_app/pubspec.yaml",
        "018_additional_config_files/platform_settings.yaml", "018_additional_config_files/regression_config.yaml",
        "019_negation_exclude_single_file/ignored.yaml", "020_negation_exclude_directory/config_dir/ignored.yaml",
        "021_negation_with_specific_positive/featureA/skip.yaml",
    ]

    /// Flow files of the newest corpus that Maestro itself refuses, with its reason: they are
    /// refused here too, and counted apart.
    static let refusedByMaestroToo: [String: String] = [
        "YamlCommandReaderTest/028_inputRandomAnimal.yaml":
            "uses 'inputRandom', a command Maestro's DataFaker change (c2ed47c69) removed before it was released; "
            + "no reader test reads this fixture, and Maestro's reader refuses it as Invalid Command: inputRandom"
    ]

    /// Flow files that fail only on YAML scalar syntax, which the YAML parser's own work covers
    /// (not the command reader), with the construct.
    static let yamlScalarSyntax: [String: String] = [
        "maestro-test/src/test/resources/123_pause_resume_preserves_js_engine.yaml":
            "a plain scalar over several lines (an evalScript program on indented lines)"
    ]

    /// The invalid workspaces of the newest Maestro (`workspaces/e0xx_*`), each with the
    /// `error.txt` of Maestro's planner.
    static func invalidWorkspaces(in root: String) -> [String] {
        let folder = root + "/maestro-orchestra/src/test/resources/workspaces"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("e0") }.sorted().map { folder + "/" + $0 }
    }

    /// The reader fixtures Maestro's YamlCommandReaderTest expects to throw a SyntaxError.
    static let refusedReaderFixtures: Set<String> = [
        "001_empty.yaml", "004_config_empty.yaml", "005_config_noAppId.yaml", "006_emptyCommands.yaml",
        "009_invalidCommand.yaml", "010_invalidCommand_string.yaml", "015_onlyCommands.yaml",
        "016_launchApp_emptyString.yaml", "021_launchApp_syntaxError.yaml", "026_setLocation_syntaxError.yaml",
    ]

    /// The invalid workspaces whose top-level flow Maestro refuses while reading it (the
    /// others are about folders and patterns, not the grammar).
    static let refusedWorkspaceFlows: [String] = [
        "e006_single_flow_invalid_string_command", "e007_single_flow_malformatted_command",
        "e008_subflow_invalid_string_command", "e009_nested_subflow_invalid_string_command",
        "e010_missing_config_section", "e011_missing_dashes", "e012_invalid_subflow_path",
        "e013_invalid_media_file", "e014_invalid_media_file_outside",
    ]

    /// Loads each file: the problems of those that fail, and apart from them the files refused
    /// only because a media file they name is not in the corpus (the corpus keeps flows, not
    /// every picture; Maestro refuses such a flow as well, with "Media File Not Found").
    static func load(_ files: [String], root: String) -> (failures: [String], missingMedia: [String]) {
        var failures: [String] = []
        var missingMedia: [String] = []
        for file in files {
            do {
                _ = try FlowFileLoader().load(file)
            } catch {
                let problems = error.all
                if problems.allSatisfy({ $0.title == FlowFileReaderTitle.mediaFileNotFound }) {
                    missingMedia.append(file)
                } else {
                    failures.append(error.description.replacingOccurrences(of: root + "/", with: ""))
                }
            }
        }
        return (failures, missingMedia)
    }

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
            if notFlows.contains(where: relative.hasSuffix) { return false }
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
