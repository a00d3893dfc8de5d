import Testing

@testable import DependencyGraph

private let description = Fixtures.path("FeatureIsolation/description.json")
private let rules = Fixtures.path("rules.json")

@Test func lintExitsOneAndNamesTheEdgeAndTheRule() {
    let run = CommandRun(["lint", "--description", description, "--rules", rules])
    #expect(run.status == 1)
    #expect(run.output == "FeatureA -> FeatureB: feature-isolation (features never depend on features)\n")
}

@Test func lintOfACleanPackageExitsZero() {
    let run = CommandRun([
        "lint", "--description", Fixtures.path("Clean/description.json"), "--rules", Fixtures.path("Clean/rules.json"),
    ])
    #expect(run.status == 0)
    #expect(run.output.isEmpty)
}

@Test func invalidJSONIsAToolErrorNamingTheFile() {
    let run = CommandRun(["lint", "--description", Fixtures.path("invalid.json"), "--rules", rules])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("depgraph: \(Fixtures.path("invalid.json")): expected JSON, found invalid text"))
}

@Test func aDependencyOnAnUndescribedTargetIsAToolError() {
    let file = Fixtures.path("missing-target.json")
    let run = CommandRun(["--description", file])
    #expect(run.status == 2)
    #expect(
        run.errors == "depgraph: \(file): target Shell depends on Ghost, which is not among the described targets\n"
    )
}

@Test func aMissingPackageIsAToolError() {
    let run = CommandRun(["lint", "--package-path", "/nonexistent/package"])
    #expect(run.status == 2)
    #expect(run.errors == "depgraph: /nonexistent/package: expected a SwiftPM package (Package.swift), found none\n")
}

@Test func anUnreadableSourceIsAToolErrorNamingTheFile() {
    let run = CommandRun([
        "lint", "--description", Fixtures.path("unreadable-source.json"), "--rules", Fixtures.path("Clean/rules.json"),
    ])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("depgraph: \(Fixtures.directory)/Nowhere/main.swift: cannot read:"))
}

@Test func aMissingRulesFileIsAToolError() {
    let run = CommandRun(["lint", "--description", description, "--rules", "/nonexistent/rules.json"])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("depgraph: /nonexistent/rules.json: cannot read:"))
}

@Test func anUnknownOptionIsAUsageErrorWithASuggestion() {
    let run = CommandRun(["--skip-test"])
    #expect(run.status == 2)
    #expect(
        run.errors
            == "error: unknown option '--skip-test'; did you mean '--skip-tests'?\nusage: depgraph graph [options]\n")
}

@Test func anOptionOfAnotherSubcommandIsAUsageError() {
    let run = CommandRun(["lint", "--update"])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("error: --update does not apply to `depgraph lint`"))
}

@Test func focusingOnAnUnknownTargetIsAUsageError() {
    let run = CommandRun(["--description", description, "--rules", rules, "--focus", "FeatureC"])
    #expect(run.status == 2)
    #expect(
        run.errors.hasPrefix(
            "error: --focus FeatureC: expected a target of the package, found none by that name "
                + "(did you mean 'FeatureA'?)\nusage: depgraph graph [options]\n"
        )
    )
}

@Test func theGraphCanBeWrittenAsMermaid() {
    let run = CommandRun(["--description", description, "--rules", rules, "--format", "mermaid", "--skip-tests"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("flowchart TB\n"))
}
