import Testing

@testable import App

struct ArgumentParserTests {
    @Test func noArgumentsIsTheInteractiveSession() throws {
        #expect(try ArgumentParser.parse([]).command == .interactive)
    }

    @Test func globalOptionsAreReadWhereverTheyStand() throws {
        let invocation = try ArgumentParser.parse([
            "open", "example://home", "--state", "/tmp/s.plist", "--width", "60",
        ])
        #expect(invocation.command == .open("example://home"))
        #expect(invocation.launch.statePath == "/tmp/s.plist")
        #expect(invocation.width == 60)
    }

    @Test func durabilityIsLeftToTheCommandUnlessGiven() throws {
        #expect(try ArgumentParser.parse(["test", "App/Flows"]).launch.durability == nil)
        #expect(try ArgumentParser.parse(["--durability", "relaxed"]).launch.durability == .relaxed)
        #expect(try ArgumentParser.parse(["test", "App/Flows", "--durability", "full"]).launch.durability == .full)
    }

    @Test func forwardingCommandsKeepTheirOwnOptions() throws {
        let invocation = try ArgumentParser.parse(["test", "App/Flows", "--junit", "out.xml", "--clear-state"])
        #expect(invocation.command == .test(["App/Flows", "--junit", "out.xml"]))
        #expect(invocation.launch.clearState)
    }

    @Test func snapshotKeepsItsAppearanceOption() throws {
        let invocation = try ArgumentParser.parse(["snapshot", "--out", "dir", "--appearance", "all"])
        #expect(invocation.command == .snapshot(["--out", "dir", "--appearance", "all"]))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["launch"], "unknown command 'launch'"),
        (["--state"], "--state needs a value"),
        (["--width", "5"], "--width takes a number from 20 to 200, not '5'"),
        (["--appearance", "sepia"], "--appearance takes light or dark, not 'sepia'"),
        (["--durability", "fast"], "--durability takes full or relaxed, not 'fast'"),
        (["open"], "open takes exactly one link, e.g. App open example://home"),
        (["demo", "now"], "demo takes no arguments, found 'now'"),
    ])
    func badUsageSaysWhatIsWrong(arguments: [String], message: String) {
        #expect(throws: UsageError(description: message)) { try ArgumentParser.parse(arguments) }
    }
}

struct InteractiveCommandTests {
    @Test func tapTakesATextOrAnIdentifier() throws {
        #expect(try InteractiveCommand.parse("tap Log in") == .tap(.text("Log in")))
        #expect(try InteractiveCommand.parse("tap #welcome.login") == .tap(.identifier("welcome.login")))
    }

    @Test func inputKeepsSpacesInTheText() throws {
        #expect(try InteractiveCommand.parse("input Ada  Lovelace ") == .input("Ada  Lovelace "))
    }

    @Test func blankLinesAreIgnored() throws {
        #expect(try InteractiveCommand.parse("   ") == nil)
    }

    @Test func tabsAreNamedWithoutRegardToCase() throws {
        #expect(try InteractiveCommand.parse("tab Explore") == .tab(.explore))
    }

    @Test(arguments: ["jump", "tab settings", "erase -1", "swipe up", "back now", "tap"])
    func badLinesAreUsageErrors(line: String) {
        #expect(throws: UsageError.self) { try InteractiveCommand.parse(line) }
    }
}
