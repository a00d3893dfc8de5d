import CommandLineKit
import FlowRunner
import Foundation
import Testing

@testable import App
@testable import AppCommandLine

/// The command line read into an `Invocation` as `AppCommand` declares it.
struct InvocationTests {
    private func message(_ arguments: [String]) -> String? {
        do {
            _ = try Invocation(parsing: arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func noArgumentsIsTheInteractiveSession() throws {
        #expect(try Invocation(parsing: []).command == .interactive)
    }

    @Test func globalOptionsAreReadWhereverTheyStand() throws {
        let invocation = try Invocation(parsing: [
            "open", "example://home", "--state", "/tmp/s.plist", "--width", "60", "--configuration", "dev",
        ])
        #expect(invocation.command == .open("example://home"))
        #expect(invocation.launch.statePath == "/tmp/s.plist")
        #expect(invocation.launch.configurationName == "dev")
        #expect(invocation.width == 60)
    }

    @Test func theTestCommandReadsItsOwnOptionsAmongTheGlobalOnes() throws {
        let invocation = try Invocation(parsing: [
            "test", "Tools/FlowFileHost/Flows", "--junit", "out.xml", "--clear-state", "--appearance", "dark", "-e",
            "A=1",
        ])
        var expected = FlowFileTestOptions()
        expected.paths = ["Tools/FlowFileHost/Flows"]
        expected.junitPath = "out.xml"
        expected.parameters = ["A": "1"]
        #expect(invocation.command == .test(expected))
        #expect(invocation.launch.clearState)
        #expect(invocation.launch.appearance == .dark)
    }

    @Test func theTestCommandsHelpIsItsOwn() throws {
        #expect(try Invocation(parsing: ["test", "--help"]).command == .help(["App", "test"]))
        #expect(try Invocation(parsing: ["help", "test"]).command == .help(["App", "test"]))
    }

    @Test func aValueTheTestCommandRefusesIsAUsageErrorWithItsUsage() {
        #expect(
            message(["test", "flows", "--shard-index", "3", "--shard-total", "2"])
                == "--shard-index: expected a share from 1 to 2 (--shard-total), found '3'")
    }

    @Test func snapshotKeepsItsAppearanceOption() throws {
        let invocation = try Invocation(parsing: ["snapshot", "--out", "dir", "--appearance", "all"])
        guard case let .snapshot(options) = invocation.command else {
            Issue.record("expected snapshot, found \(invocation.command)")
            return
        }
        #expect(options.appearances == [.light, .dark])
        #expect(options.output.lastPathComponent == "dir")
        #expect(invocation.launch.appearance == .light)
    }

    @Test func anAppearanceGivenBeforeSnapshotIsTheOneItRenders() throws {
        let invocation = try Invocation(parsing: ["--appearance", "dark", "snapshot", "--out", "dir"])
        guard case let .snapshot(options) = invocation.command else {
            Issue.record("expected snapshot, found \(invocation.command)")
            return
        }
        #expect(options.appearances == [.dark])
    }

    @Test func helpAsksForTheHelpOfTheCommandItNames() throws {
        #expect(try Invocation(parsing: ["help"]).command == .help(["App"]))
        #expect(try Invocation(parsing: ["help", "tokens", "check"]).command == .help(["App", "tokens", "check"]))
        #expect(try Invocation(parsing: ["bench", "--quick", "-h"]).command == .help(["App", "bench"]))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["launch"], "unknown command 'launch'"),
        (["--state"], "--state: expected PATH after it, found none"),
        (["--width", "5"], "--width takes a number from 20 to 200, not '5'"),
        (["--width", "wide"], "--width takes a number from 20 to 200, not 'wide'"),
        (["--appearance", "sepia"], "--appearance takes light or dark, not 'sepia'"),
        (["open", "example://home", "--appearance", "all"], "--appearance takes light or dark, not 'all'"),
        (["--configuration", "qa"], "--configuration takes one of dev, production, staging, not 'qa'"),
        (["open"], "expected URL, found none"),
        (["open", "example://home", "example://explore"], "unexpected argument 'example://explore'"),
        (["demo", "now"], "unexpected argument 'now'"),
        (["snapshot", "--out", "d", "--appearance", "sepia"], "--appearance takes light, dark or all, not 'sepia'"),
        (
            ["snapshot", "--out", "d", "--text-size", "all"],
            "--text-size takes one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5, not 'all'"
        ),
        (["snapshot"], "snapshot needs --out DIR"),
        (["tokens", "--theme", "dark", "--check"], "give --theme or --check, not both"),
        (["tokens", "--theme", "sepia"], "--theme takes light or dark, not 'sepia'"),
        (["tokens", "chek"], "unknown command 'chek'; did you mean 'check'?"),
        (["help", "snpashot"], "unknown command 'snpashot'; did you mean 'snapshot'?"),
    ])
    func badUsageSaysWhatIsWrong(arguments: [String], message: String) {
        #expect(self.message(arguments) == message)
    }
}

@MainActor
struct DurabilityArgumentTests {
    @Test func durabilityIsLeftToTheCommandUnlessGiven() throws {
        #expect(try Invocation(parsing: ["test", "Tools/FlowFileHost/Flows"]).launch.durability == nil)
        #expect(try Invocation(parsing: ["--durability", "relaxed"]).launch.durability == .relaxed)
        #expect(
            try Invocation(parsing: ["test", "Tools/FlowFileHost/Flows", "--durability", "full"]).launch.durability
                == .full)
    }

    @Test func anUnknownDurabilityIsAUsageError() {
        #expect(throws: CommandUsageError.self) { try Invocation(parsing: ["--durability", "fast"]) }
    }
}
