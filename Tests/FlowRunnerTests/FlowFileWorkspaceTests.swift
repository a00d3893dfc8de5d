import Foundation
import Testing

@testable import FlowRunner

@MainActor @Suite struct FlowFileWorkspaceTests {
    private func flow(_ name: String, tags: [String] = []) -> String {
        "appId: com.example\nname: \(name)\ntags: [\(tags.joined(separator: ", "))]\n---\n- launchApp\n"
    }

    private func plan(_ paths: [String], include: [String] = [], exclude: [String] = []) throws -> [String] {
        try FlowFileWorkspace.plan(paths: paths, includeTags: include, excludeTags: exclude, loader: FlowFileLoader()) {
            _ in
        }
        .all.map(\.name)
    }

    @Test func aFolderRunsItsTopLevelFlowsNotTheSubflowsBelowNorItsConfig() throws {
        let folder = try makeTemporaryFolder()
        try write(
            [
                "a.yaml": flow("a"), "b.yml": flow("b"), "subflows/c.yaml": flow("c"),
                "config.yaml": "flows:\n  - \"*\"\n",
            ],
            into: folder)
        #expect(try plan([folder]) == ["a", "b"])
    }

    @Test func configGlobsTagsAndExecutionOrderChooseAndOrderFlows() throws {
        let folder = try makeTemporaryFolder()
        try write(
            [
                "config.yaml": """
                flows:
                  - "**"
                excludeTags: [slow]
                executionOrder:
                  continueOnFailure: false
                  flowsOrder: [second, first]
                """,
                "first.yaml": flow("first", tags: ["smoke"]),
                "deep/second.yaml": flow("second", tags: ["smoke"]),
                "deep/er/third.yaml": flow("third"),
                "slow.yaml": flow("slow", tags: ["slow", "smoke"]),
            ],
            into: folder)
        #expect(try plan([folder]) == ["second", "first", "third"])
        #expect(try plan([folder], include: ["smoke"]) == ["second", "first"])
        #expect(throws: FlowFileUsageError.self) { try plan([folder], include: ["nothing"]) }
    }

    @Test func tagsOnTheCommandLineSelectFlows() throws {
        let folder = try makeTemporaryFolder()
        try write(["a.yaml": flow("a", tags: ["smoke"]), "b.yaml": flow("b", tags: ["nightly"])], into: folder)
        var lines: [String] = []
        let status = FlowFileTestArguments.run(
            [folder, "--include-tags", "smoke,extra"], host: { FakeFlowHost() }, output: { lines.append($0) }
        )
        #expect(status == 0)
        #expect(lines.contains("PASSED a"))
        #expect(!lines.contains("PASSED b"))
        #expect(lines.last == "1 passed, 0 failed")
    }

    /// Maestro's own workspace fixtures, planned as Maestro's planner test expects them.
    @Test func maestrosWorkspacesArePlannedAsMaestroPlansThem() throws {
        guard let corpus = MaestroCorpus.directory else {
            print("note: shared/corpus/maestro not found; skipping the workspace conformance test")
            return
        }
        let root = corpus + "/maestro-orchestra/src/test/resources/workspaces/"
        func files(_ workspace: String, include: [String] = [], exclude: [String] = []) throws -> [String] {
            try FlowFileWorkspace.plan(
                paths: [root + workspace], includeTags: include, excludeTags: exclude, loader: FlowFileLoader()
            ) { _ in }
            .all.map { String($0.file.dropFirst(root.count + workspace.count + 1)) }
        }
        #expect(try files("001_simple") == ["flowA.yaml", "flowB.yaml"])
        #expect(try files("002_subflows") == ["flowA.yaml", "flowB.yaml"])
        #expect(try files("003_include_tags", include: ["included"]) == ["flowA.yaml"])
        #expect(try files("004_exclude_tags", exclude: ["excluded"]) == ["flowA.yaml", "flowC.yaml"])
        #expect(try files("005_custom_include_pattern") == ["featureA/flowA.yaml", "featureB/flowB.yaml"])
        #expect(
            try files("006_include_subfolders")
                == ["featureA/flowA.yaml", "featureB/flowB.yaml", "featureC/subfolder/flowC.yaml", "flowD.yaml"])
        #expect(try files("007_empty_config") == ["flowA.yaml", "flowB.yaml"])
        #expect(try files("008_literal_pattern") == ["featureA/flowA.yaml"])
        #expect(try files("009_custom_config_fields") == ["flowA.yaml", "flowB.yaml"])
        #expect(
            try files("010_global_include_tags", include: ["featureB"])
                == ["flowA.yaml", "flowA_subflow.yaml", "flowB.yaml"])
        #expect(
            try files("011_global_exclude_tags", exclude: ["featureA"]) == ["flowB.yaml", "flowC.yaml", "flowE.yaml"])
        #expect(
            try files("013_execution_order")
                == ["flowB.yaml", "flowCWithCustomName.yaml", "flowD.yaml", "flowA.yaml"])
        for invalid in [
            "e001_directory_does_not_contain_flow_files", "e002_top_level_directory_does_not_contain_flow_files",
            "e003_flow_inclusion_pattern_does_not_match_any_flow_files", "e000_flow_path_does_not_exist",
        ] {
            #expect(throws: FlowFileUsageError.self, "\(invalid)") { try files(invalid + "/workspace") }
        }
    }
}

/// A workspace's `flows` glob names whole paths, relative to the workspace.
@Suite struct FlowFileGlobTests {
    @Test func aGlobMatchesWholePathsNotAPartOfOne() {
        let glob = FlowFileGlob("flows/*.yaml")
        #expect(glob.matches("flows/a.yaml"))
        #expect(!glob.matches("flows/a.yaml.bak"))
        #expect(!glob.matches("old/flows/a.yaml"))
        #expect(!glob.matches("flows/sub/a.yaml"))
        #expect(FlowFileGlob("**").matches("a/b/c.yaml"))
        #expect(FlowFileGlob("{a,b}.yaml").matches("b.yaml"))
        #expect(!FlowFileGlob("{a,b}.yaml").matches("ab.yaml"))
        #expect(!FlowFileGlob("a?.yaml").matches("a/.yaml"))
    }

    /// Twelve stars against sixty letters are about 10^12 ways to backtrack; the automaton takes
    /// at most one step per instruction and character, and must end within that budget. The
    /// work is counted, not timed.
    @Test func aGlobOfManyStarsEndsAtOnce() throws {
        let glob = FlowFileGlob(String(repeating: "*a", count: 12) + "*b")
        let regex = try #require(glob.regex)
        for (path, matches) in [
            (String(repeating: "a", count: 60), false), (String(repeating: "a", count: 60) + "b", true),
        ] {
            let linear = regex.instructions.count * path.count
            #expect(try regex.wholeMatches(path, pattern: "", budget: linear) == matches)
            #expect(glob.matches(path) == matches)
        }
    }
}
