import CommandLineKit
import Testing

/// A small command tree in the shape of App's: global options on the root, a command with
/// positionals and options, and a command with subcommands.
private let root = CommandDeclaration(
    "tool",
    abstract: "Does things.",
    arguments: [
        .option("--state", value: "PATH", help: "where the session is kept"),
        .flag("--clear-state", help: "start over"),
    ],
    subcommands: [
        CommandDeclaration(
            "test",
            abstract: "Runs flow files.",
            arguments: [
                .positional("FLOW", count: .oneOrMore, help: "a flow file or folder"),
                .option("-e", "--env", value: "NAME=VALUE", repeatable: true, help: "a variable"),
                .option("--format", value: "junit|html", help: "the report's format"),
                .flag("--quick", help: "fewer rounds"),
            ]
        ),
        CommandDeclaration(
            "tokens",
            abstract: "Design tokens.",
            subcommands: [
                CommandDeclaration(
                    "check", abstract: "Checks token files.",
                    arguments: [.positional("FILE", count: .zeroOrMore, help: "a token file")])
            ]
        ),
        CommandDeclaration("open", abstract: "Opens a link.", arguments: [.positional("URL", help: "the link")]),
    ]
)

private func parse(_ arguments: [String]) throws(CommandUsageError) -> ParsedCommand {
    try CommandLineParser.parse(arguments, as: root)
}

private func message(_ arguments: [String]) -> String? {
    do {
        _ = try parse(arguments)
        return nil
    } catch {
        return error.message
    }
}

@Test func optionsFlagsAndPositionalsAreReadInAnyOrder() throws {
    let parsed = try parse([
        "--state", "s.plist", "test", "a.yaml", "--format=junit", "-e", "A=1", "b.yaml", "--env", "B=2",
    ])
    #expect(parsed.path == ["tool", "test"])
    #expect(parsed.value("--state") == "s.plist")
    #expect(parsed.value("--format") == "junit")
    #expect(parsed.values("--env") == ["A=1", "B=2"])
    #expect(parsed.values("FLOW") == ["a.yaml", "b.yaml"])
    #expect(!parsed.flag("--quick"))
}

@Test func aParentsOptionsAreAcceptedAfterTheSubcommand() throws {
    let parsed = try parse(["tokens", "check", "--clear-state", "x.json"])
    #expect(parsed.path == ["tool", "tokens", "check"])
    #expect(parsed.flag("--clear-state"))
    #expect(parsed.values("FILE") == ["x.json"])
}

@Test func aDoubleDashEndsTheOptions() throws {
    let parsed = try parse(["test", "--", "--format"])
    #expect(parsed.values("FLOW") == ["--format"])
    #expect(parsed.value("--format") == nil)
}

@Test func helpAnywhereAsksForTheHelpOfTheCommandReadSoFar() throws {
    #expect(try parse(["--help"]).path == ["tool"])
    let help = try parse(["tokens", "check", "-h"])
    #expect(help.wantsHelp)
    #expect(help.path == ["tool", "tokens", "check"])
}

@Test func anUnknownOptionIsRefusedWithTheClosestKnownOne() {
    #expect(message(["test", "a.yaml", "--fromat", "junit"]) == "unknown option '--fromat'; did you mean '--format'?")
    #expect(message(["test", "a.yaml", "--zzzzzz"]) == "unknown option '--zzzzzz'")
}

@Test func anUnknownCommandIsRefusedWithTheClosestKnownOne() {
    #expect(message(["tset"]) == "unknown command 'tset'; did you mean 'test'?")
    #expect(message(["tokens", "chek"]) == "unknown command 'chek'; did you mean 'check'?")
}

@Test func missingAndExtraValuesAreRefused() {
    #expect(message(["test"]) == "expected at least one FLOW, found none")
    #expect(message(["open"]) == "expected URL, found none")
    #expect(message(["open", "a", "b"]) == "unexpected argument 'b'")
    #expect(message(["test", "a.yaml", "--format"]) == "--format: expected junit|html after it, found none")
    #expect(message(["test", "a.yaml", "--format", "--quick"]) == "--format: expected junit|html after it, found none")
    #expect(message(["test", "a.yaml", "--quick=yes"]) == "--quick takes no value")
    #expect(message(["test", "a.yaml", "--format", "a", "--format", "b"]) == "--format was given twice; give it once")
}

@Test func aUsageErrorPrintsTheMessageThenTheCommandsUsage() {
    do {
        _ = try parse(["tokens", "check", "--bogus"])
        Issue.record("expected a usage error")
    } catch {
        #expect(error.description == "error: unknown option '--bogus'\nusage: tool tokens check [options] [FILE...]")
        #expect(CommandUsageError.exitStatus == 2)
    }
}

@Test func theHelpOfEveryCommandListsEachArgumentItTakesWithItsHelp() {
    for commands in HelpText.everyCommand(under: root) {
        let help = HelpText.help(for: commands)
        #expect(help.hasPrefix(commands[commands.count - 1].abstract))
        #expect(help.contains(HelpText.usage(for: commands)))
        for argument in commands.flatMap(\.arguments) {
            for name in argument.names { #expect(help.contains(name), "\(name) in \(commands.map(\.name))") }
            #expect(help.contains(argument.help), "\(argument.help) in \(commands.map(\.name))")
        }
        for subcommand in commands[commands.count - 1].subcommands {
            #expect(help.contains(subcommand.name))
        }
    }
    #expect(HelpText.everyCommand(under: root).count == 5)
}

@Test func aSuggestionIsNotSoughtForAnOverlongWord() {
    let long = "--" + String(repeating: "f", count: 10_000)
    #expect(message(["test", "a.yaml", long]) == "unknown option '\(long)'")
}

@Test func aSwapOfNeighboursIsOneEdit() {
    #expect(message(["tokens", "cehck"]) == "unknown command 'cehck'; did you mean 'check'?")
}

@Test func aShortMistypedOptionIsOfferedTheOneItMeant() {
    // One edit is within reach of a word of two characters, as of any word.
    #expect(message(["test", "a.yaml", "-E", "A=1"]) == "unknown option '-E'; did you mean '-e'?")
}
