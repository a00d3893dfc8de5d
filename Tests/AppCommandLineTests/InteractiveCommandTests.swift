import Testing

@testable import App
@testable import AppCommandLine

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
