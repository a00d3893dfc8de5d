import CommandLineKit
import Testing

/// A root with options of its own, a command that hands its arguments to another reader, and a
/// command that gives a root option a meaning of its own.
private let root = CommandDeclaration(
    "tool",
    abstract: "Does things.",
    arguments: [
        .option("--appearance", value: "light|dark", help: "the look"),
        .flag("--clear-state", help: "start over"),
    ],
    subcommands: [
        CommandDeclaration(
            "test",
            abstract: "Runs flow files through another reader.",
            arguments: [.positional("ARGUMENTS", count: .remaining, help: "read by the flow runner")]
        ),
        CommandDeclaration(
            "snapshot",
            abstract: "Renders screens.",
            arguments: [.option("--appearance", value: "light|dark|all", help: "the looks to render")]
        ),
    ]
)

private func parse(_ arguments: [String]) throws(CommandUsageError) -> ParsedCommand {
    try CommandLineParser.parse(arguments, as: root)
}

@Test func remainingArgumentsAreKeptAsGivenWithTheParentsOptionsReadOut() throws {
    let parsed = try parse(["test", "flows", "--junit", "out.xml", "--clear-state", "-e", "A=1", "--x=y"])
    #expect(parsed.path == ["tool", "test"])
    #expect(parsed.values("ARGUMENTS") == ["flows", "--junit", "out.xml", "-e", "A=1", "--x=y"])
    #expect(parsed.flag("--clear-state"))
}

@Test func helpAndTheDoubleDashAreHandedOnToTheReaderOfTheRemainingArguments() throws {
    let help = try parse(["test", "--help"])
    #expect(!help.wantsHelp)
    #expect(help.values("ARGUMENTS") == ["--help"])
    let dashes = try parse(["test", "a.yaml", "--", "--clear-state", "-h"])
    #expect(dashes.values("ARGUMENTS") == ["a.yaml", "--", "--clear-state", "-h"])
    #expect(!dashes.flag("--clear-state"))
    #expect(try parse(["--help", "test"]).wantsHelp)
}

@Test func aCommandWithRemainingArgumentsStillRefusesAParentOptionWithoutItsValue() {
    #expect(
        throws: CommandUsageError(
            "--appearance: expected light|dark after it, found none", usage: "usage: tool test [options] [ARGUMENTS...]"
        )
    ) {
        try parse(["test", "flows", "--appearance"])
    }
}

@Test func theHelpOfACommandWithRemainingArgumentsDoesNotOfferAHelpOfItsOwn() {
    let help = HelpText.help(for: root.commands(along: ["tool", "test"]))
    #expect(help.contains("  ARGUMENTS...  read by the flow runner"))
    #expect(!help.contains("--help"))
}

@Test func anOptionASubcommandDeclaresAgainIsReadAsTheSubcommandDeclaresIt() {
    #expect(
        throws: CommandUsageError(
            "--appearance: expected light|dark|all after it, found none", usage: "usage: tool snapshot [options]")
    ) {
        try parse(["snapshot", "--appearance"])
    }
    #expect(
        throws: CommandUsageError(
            "--appearance: expected light|dark after it, found none", usage: "usage: tool [<command>] [options]")
    ) {
        try parse(["--appearance"])
    }
}

@Test func anOptionDeclaredAgainIsOneOptionWhereverItsValueStands() throws {
    #expect(try parse(["snapshot", "--appearance", "all"]).value("--appearance") == "all")
    #expect(try parse(["--appearance", "dark", "snapshot"]).value("--appearance") == "dark")
    #expect(throws: CommandUsageError.self) { try parse(["--appearance", "dark", "snapshot", "--appearance", "all"]) }
}

@Test func theHelpOfASubcommandListsAnOptionDeclaredAgainOnceAsItsOwn() {
    let help = HelpText.help(for: root.commands(along: ["tool", "snapshot"]))
    #expect(help.contains("--appearance light|dark|all"))
    #expect(!help.contains("--appearance light|dark "))
    #expect(help.contains("Options of tool:\n  --clear-state"))
}

@Test func aCommandWithSubcommandsShowsThemAsOptionalSinceItRunsAlone() throws {
    #expect(HelpText.usage(for: [root]) == "usage: tool [<command>] [options]")
    #expect(try parse(["--clear-state"]).path == ["tool"])
}

@Test func aLabelThatCannotLeaveTwoSpacesPutsItsHelpOnTheNextLine() {
    let command = CommandDeclaration(
        "tool", abstract: "Does things.",
        arguments: [.option("--appearance", value: "light|dark|all", help: "the looks to render")])
    let help = HelpText.help(for: [command])
    #expect(
        help.contains("  --appearance light|dark|all\n" + String(repeating: " ", count: 30) + "the looks to render"))
}
