import CommandLineKit
import FlowRunner
import Testing

@testable import App
@testable import AppCommandLine

/// Every command prints the help its declaration gives, and refuses bad usage in one way:
/// `error: MESSAGE`, then its usage, exit 2.
struct CommandHelpTests {
    @Test func everyCommandsHelpIsTheHelpOfItsDeclaration() {
        let commands = HelpText.everyCommand(under: AppCommand.declaration)
        #expect(
            commands.map { $0.map(\.name).joined(separator: " ") } == [
                "App", "App demo", "App open", "App test", "App test merge-reports", "App snapshot", "App audit",
                "App tokens", "App tokens check", "App tokens migrate", "App tokens resolve",
                "App bench", "App strings", "App strings check", "App studio", "App serve-content", "App hierarchy",
                "App help",
            ])
        for path in commands {
            let run = CommandLineRun(path.dropFirst().map(\.name) + ["--help"])
            #expect(run.code == 0, "\(path.map(\.name))")
            #expect(run.output == HelpText.help(for: path), "\(path.map(\.name))")
            #expect(run.errors.isEmpty, "\(path.map(\.name))")
        }
    }

    @Test func helpPrintsTheHelpOfTheCommandItNames() {
        #expect(CommandLineRun(["help"]).output == HelpText.help(for: [AppCommand.declaration]))
        let check = AppCommand.declaration.commands(along: ["App", "tokens", "check"])
        #expect(CommandLineRun(["help", "tokens", "check"]).output == HelpText.help(for: check))
    }

    @Test(arguments: [["test", "--help"], ["help", "test"], ["test", "flows", "-h"]])
    func theTestCommandsHelpListsItsOptionsAndTheAppsOwn(arguments: [String]) {
        let run = CommandLineRun(arguments)
        #expect(run.code == 0)
        #expect(run.output == HelpText.help(for: AppCommand.declaration.commands(along: ["App", "test"])))
        #expect(run.output.contains("  --shard-split N"))
        #expect(run.output.contains("  --shard-index I"))
        #expect(run.output.contains("Options of App:\n  --configuration NAME"))
    }

    @Test(arguments: [
        (["--frobnicate"], "unknown option '--frobnicate'", "usage: App [<command>] [options]"),
        (["demo", "now"], "unexpected argument 'now'", "usage: App demo [options]"),
        (["open"], "expected URL, found none", "usage: App open [options] URL"),
        (["test"], "expected at least one FLOW|DIR, found none", "usage: App test [options] FLOW|DIR..."),
        (
            ["test", "flows", "--width"], "--width: expected N after it, found none",
            "usage: App test [options] FLOW|DIR..."
        ),
        (
            ["test", "flows", "--timeout", "0"],
            "--timeout: expected a whole number of seconds from 1 to 86400, found '0'",
            "usage: App test [options] FLOW|DIR..."
        ),
        (
            ["snapshot", "--out", "shots", "--format", "png"], "--format takes text, svg or all, not 'png'",
            "usage: App snapshot [options]"
        ),
        (
            ["audit", "--fromat", "json"], "unknown option '--fromat'; did you mean '--format'?",
            "usage: App audit [options]"
        ),
        (["tokens"], "expected --theme or --check", "usage: App tokens [<command>] [options]"),
        (
            ["tokens", "check", "--format", "xml", "a.json"], "--format takes text or json, not 'xml'",
            "usage: App tokens check [options] FILE..."
        ),
        (
            ["bench", "--only", "everything"],
            "--only takes one of headless, tokens, flows, steps, yaml, cycles, journeys, state, launch, studio, content, not 'everything'",
            "usage: App bench [options]"
        ),
        (
            ["studio", "--port", "70000"], "--port takes a number from 0 to 65535, not '70000'",
            "usage: App studio [options]"
        ),
        (
            ["serve-content", "--scenario", "sideways"],
            "--scenario: no content scenario is spelled 'sideways'; use one of normal, slow, slow:MS, failing, "
                + "failing:STATUS, failing-once, failing-once:STATUS, malformed, dropped, offline, "
                + "new-article, empty, revalidate, long-feed, long-feed:PAGE",
            "usage: App serve-content [options]"
        ),
        (
            ["serve-content", "--port", "70000"], "--port takes a number from 0 to 65535, not '70000'",
            "usage: App serve-content [options]"
        ),
        (
            ["help", "snpashot"], "unknown command 'snpashot'; did you mean 'snapshot'?",
            "usage: App help [options] [COMMAND...]"
        ),
    ])
    func everyCommandRefusesBadUsageWithTheErrorThenItsUsage(arguments: [String], message: String, usage: String) {
        let run = CommandLineRun(arguments)
        #expect(run.code == 2)
        #expect(run.errors == "error: \(message)\n\(usage)")
        #expect(run.output.isEmpty)
    }
}
