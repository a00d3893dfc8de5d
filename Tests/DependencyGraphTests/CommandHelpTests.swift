import CommandLineKit
import Testing

@testable import DependencyGraph

/// Every depgraph command prints the help its declaration gives, takes the options it declares,
/// and refuses bad usage in one way: `error: MESSAGE`, then its usage, exit 2.
struct CommandHelpTests {
    @Test func everyCommandsHelpIsTheHelpOfItsDeclaration() {
        let commands = HelpText.everyCommand(under: DepgraphCommand.declaration)
        #expect(
            commands.map { $0.map(\.name).joined(separator: " ") } == [
                "depgraph", "depgraph graph", "depgraph lint", "depgraph api", "depgraph generated",
                "depgraph affected", "depgraph stats", "depgraph check-target", "depgraph bench", "depgraph help",
            ])
        for path in commands {
            let run = CommandRun(path.dropFirst().map(\.name) + ["--help"])
            #expect(run.status == 0, "\(path.map(\.name))")
            #expect(run.output == HelpText.help(for: path) + "\n", "\(path.map(\.name))")
            #expect(run.errors.isEmpty, "\(path.map(\.name))")
        }
    }

    @Test func helpPrintsTheHelpOfTheCommandItNames() {
        let root = DepgraphCommand.declaration
        #expect(CommandRun(["help"]).output == HelpText.help(for: [root]) + "\n")
        #expect(CommandRun(["-h"]).output == HelpText.help(for: [root]) + "\n")
        let lint = root.commands(along: ["depgraph", "lint"])
        #expect(CommandRun(["help", "lint"]).output == HelpText.help(for: lint) + "\n")
    }

    @Test func optionsWithoutACommandAreTheGraphCommands() {
        let graph = DepgraphCommand.declaration.commands(along: ["depgraph", "graph"])
        #expect(CommandRun(["--skip-tests", "--help"]).output == HelpText.help(for: graph) + "\n")
    }

    /// The options each command took before its declaration existed, neither more nor fewer.
    @Test(arguments: [
        ("graph", ["--format", "--output", "--skip-tests", "--skip-external", "--focus", "--direct", "--reduce"]),
        ("lint", ["--define"]),
        ("api", ["--update", "--build-path"]),
        ("generated", ["--update"]),
        ("affected", ["--since", "--format"]),
        ("stats", ["--skip-tests", "--format"]),
        ("check-target", ["--stamp", "--define"]),
    ])
    func everyCommandThatReadsAPackageTakesItsOwnOptionsAndThePackageOptions(command: String, own: [String]) {
        let declaration = DepgraphCommand.declaration.subcommand(named: command)
        let package = ["--package-path", "--description", "--manifest", "--no-cache", "--rules"]
        #expect(Set(declaration?.arguments.flatMap(\.names) ?? []) == Set(own + package))
    }

    @Test func benchAndHelpReadNoPackage() {
        let root = DepgraphCommand.declaration
        #expect(root.subcommand(named: "bench")?.arguments.flatMap(\.names) == ["--runs"])
        #expect(root.subcommand(named: "help")?.arguments.flatMap(\.names) == [])
        #expect(root.arguments.isEmpty)
    }

    @Test(arguments: [
        (["lnit"], "unknown command 'lnit'; did you mean 'lint'?", "usage: depgraph [<command>]"),
        (
            ["--skip-test"], "unknown option '--skip-test'; did you mean '--skip-tests'?",
            "usage: depgraph graph [options]"
        ),
        (
            ["graph", "--format", "text"], "--format takes dot, json, mermaid, svg or png, not 'text'",
            "usage: depgraph graph [options]"
        ),
        (
            ["lint", "--update"],
            "--update does not apply to `depgraph lint`; it is an option of `depgraph api` and `depgraph generated`",
            "usage: depgraph lint [options]"
        ),
        (["api", "--build-path"], "--build-path: expected PATH after it, found none", "usage: depgraph api [options]"),
        (
            ["generated", "--updat"], "unknown option '--updat'; did you mean '--update'?",
            "usage: depgraph generated [options]"
        ),
        (
            ["affected"], "`depgraph affected` expects either target names or --since REV",
            "usage: depgraph affected [options] [TARGET...]"
        ),
        (["stats", "--format", "svg"], "--format takes text or json, not 'svg'", "usage: depgraph stats [options]"),
        (
            ["bench", "--runs", "0"], "--runs takes a positive integer, not '0'",
            "usage: depgraph bench [options] [PACKAGE-PATH...]"
        ),
        (["help", "lnit"], "unknown command 'lnit'; did you mean 'lint'?", "usage: depgraph help [COMMAND]"),
    ])
    func everyCommandRefusesBadUsageWithTheErrorThenItsUsage(arguments: [String], message: String, usage: String) {
        let run = CommandRun(arguments)
        #expect(run.status == 2)
        #expect(run.errors == "error: \(message)\n\(usage)\n")
        #expect(run.output.isEmpty)
    }

    @Test func anOptionOfOneOtherCommandNamesThatCommand() {
        let run = CommandRun(["stats", "--output=stats.txt"])
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "error: --output does not apply to `depgraph stats`; it is an option of `depgraph graph`\n"))
    }
}
