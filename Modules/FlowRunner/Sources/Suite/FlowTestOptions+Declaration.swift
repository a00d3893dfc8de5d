import CommandLineKit

/// `test FLOW|DIR...`: every option the flow runner takes, with its help, declared once so
/// that a program's command tree (App's `test`) parses, prints usage and prints help from it.
extension FlowTestOptions: DeclaredCommand {
    /// The positional argument holding the flow files and folders.
    static let flows = "FLOW|DIR"

    /// The `test` command, to be placed under a program's root command.
    public static let declaration = CommandDeclaration(
        "test",
        abstract: "Runs Maestro flow files or workspaces against the headless app, each flow in a fresh app.",
        discussion: """
            A folder runs as a Maestro workspace: the flows its config.yaml 'flows' globs match (its top-level
            files by default), filtered by tags, 'executionOrder' first. Files in its subfolders are sub-flows.

            -e values come under the flows' own env: 'env: {USER: ${USER || "ada"}}' takes USER when given;
            shell variables named MAESTRO_* come under these.

            The Nth --format names the report of the Nth --output: JUnit XML, or one self-contained HTML page
            (every flow and step, the screen after each step as SVG, the failure with its tree). A report is
            written only to a regular file or a new name.

            Steps print as COMPLETED, FAILED, SKIPPED or NOT APPLICABLE (a command that needs a real device,
            such as addMedia or setLocation: it did not run and is never counted as passed).

            Exit status: 0 all flows passed, 1 a flow failed, 2 bad usage or a syntax error.
            """,
        arguments: [
            .positional(
                flows, count: .oneOrMore, help: "flow files (.yaml, .yml) or folders of them (Maestro workspaces)"),
            .option(
                "-e", "--env", value: "NAME=VALUE", repeatable: true,
                help: "a value for ${NAME} in the flows, under their own env"),
            .option(
                "--format", value: "junit|html", repeatable: true,
                help: "the report the matching --output writes: JUnit XML or an HTML page"),
            .option("--output", value: "PATH", repeatable: true, help: "where the matching --format's report goes"),
            .option("--junit", value: "PATH", help: "the same as --format junit --output PATH"),
            .option(
                "--artifacts", value: "DIR",
                help: "write screenshots, and each failed flow's screen, tree and step log, under DIR"),
            .option(
                "--include-tags", value: "T,...", repeatable: true,
                help: "run only flows with one of these tags (with config.yaml's)"),
            .option(
                "--exclude-tags", value: "T,...", repeatable: true,
                help: "leave out flows with one of these tags (with config.yaml's)"),
            .option("--shard", value: "INDEX/COUNT", help: "run only share INDEX of COUNT (1-based), for CI matrices"),
            .option(
                "--timeout", value: "SECONDS",
                help: "fail a flow that runs longer (default \(defaultTimeoutSeconds), at most \(maximumTimeout); "
                    + "Maestro has no limit)"),
        ]
    )

    /// `FlowRunner.defaultTimeLimit` in whole seconds, as `--help` states it.
    private static var defaultTimeoutSeconds: Int64 { FlowRunner.defaultTimeLimit.components.seconds }
}
