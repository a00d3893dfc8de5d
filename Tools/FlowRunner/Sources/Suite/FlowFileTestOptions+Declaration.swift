import CommandLineKit

/// `test FLOW|DIR...`: every option the flow runner takes, with its help, declared once so
/// that a program's command tree (App's `test`) parses, prints usage and prints help from it.
extension FlowFileTestOptions: DeclaredCommand {
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

            --shard-split N and --shard-all N run N copies of this program at once, each on its own scratch state,
            and report them as one run, as Maestro does on N devices: the console lines of shard K read '[shard K] ...',
            the JUnit report holds one <testsuite device="shard K"> each, and flows may read MAESTRO_SHARD_ID (from 1)
            and MAESTRO_SHARD_INDEX (from 0). A split uses no more workers than there are flows. A worker that crashes
            or runs past its flows' time limits is stopped, and its flows fail. Workspaces with an executionOrder
            cannot be sharded (as in Maestro).

            --shard-index I --shard-total N (our extension) runs one machine's share of a CI matrix: a flow's share
            is a hash of its path in the workspace, so adding flows moves no other flow; shares are even only on
            average. Join the machines' reports with 'App test merge-reports'.

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
            .option(
                "--shard-split", value: "N",
                help: "spread the flows over N worker processes (Maestro's option, with workers for devices)"),
            .option("--shard-all", value: "N", help: "run every flow on each of N worker processes (as Maestro's)"),
            .option(
                "--shard-index", value: "I",
                help: "run only share I of --shard-total's, for CI matrices (our extension, not Maestro's)"),
            .option("--shard-total", value: "N", help: "how many shares --shard-index counts (our extension)"),
            .option("--shard", value: "I/N", help: "the old spelling of --shard-index I --shard-total N; refused"),
            .option(
                "--timeout", value: "SECONDS",
                help: "fail a flow that runs longer (default \(defaultTimeoutSeconds), at most \(maximumTimeout); "
                    + "Maestro has no limit)"),
        ],
        subcommands: [FlowFileMergeReportsOptions.declaration]
    )

    /// `FlowFileRunner.defaultTimeLimit` in whole seconds, as `--help` states it.
    private static var defaultTimeoutSeconds: Int64 { FlowFileRunner.defaultTimeLimit.components.seconds }
}
