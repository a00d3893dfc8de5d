import Foundation
import Testing

@testable import App
@testable import AppCommandLine

/// Messages say what happened in words a person can act on: no Swift enum dumps, no
/// Foundation error dumps, no megabytes of echoed input.
struct ReadableMessageTests {
    @Test func aLinkWaitingForLoginIsNamedAsTheLinkAPersonTyped() {
        let outcome = DeepLinkOutcome.deferredUntilLogin(.explore(query: "swift"))
        #expect(outcome.message(scheme: "example") == "Log in first: example://explore?q=swift will open after login.")
    }

    @Test func anOpenedItemIsNamedByItsLink() {
        #expect(
            DeepLinkOutcome.opened(.homeItem(id: "h1")).message(scheme: "example") == "Opened example://home/item/h1.")
    }

    @Test(arguments: [
        DeepLink.home, .homeItem(id: "h-1_x"), .explore(query: nil), .explore(query: "swift ui"),
        .explore(query: "a+b&c=d#e%f?"), .explore(query: "caf\u{E9} \u{1B}[31m\n"), .explore(query: ""),
        .exploreItem(id: "e2"), .bookmarks, .profile,
    ])
    func everyDestinationPrintsALinkThatParsesBackToIt(link: DeepLink) throws {
        #expect(try DeepLinkParser.parse(link.link(scheme: "example"), scheme: "example") == link)
    }

    @Test func anUnknownCommandOfMegabytesIsQuotedShort() {
        let line = String(repeating: "x", count: 1_000_000)
        do {
            _ = try InteractiveCommand.parse(line)
            Issue.record("a line of x's parsed as a command")
        } catch {
            #expect(error.description.count < 200)
            #expect(error.description.contains("(1000000 characters)"))
            #expect(error.description.contains("commands are tap"))
        }
    }

    @Test func aShortUnknownCommandIsQuotedWhole() {
        #expect(
            throws: UsageError(
                description: "unknown command 'dance'; commands are " + InteractiveCommand.verbs.joined(separator: ", ")
            )
        ) {
            try InteractiveCommand.parse("dance")
        }
    }

    @Test func snapshotIntoAFileSaysItNeedsAFolder() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = CommandLineRun(["snapshot", "--out", file.path])
        #expect(run.code == 2)
        let message = run.errors
        #expect(message.hasPrefix("error: --out '\(file.path)' is a file, not a folder"))
        #expect(message.hasSuffix("\nusage: App snapshot [options]"))
        #expect(!message.contains("Domain"))
    }

    @Test func snapshotUnderAFileNamesTheSystemsReason() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = CommandLineRun(["snapshot", "--out", file.appendingPathComponent("inside").path])
        #expect(run.code == 2)
        #expect(run.errors.contains("cannot create the folder"))
        #expect(run.errors.contains("Not a directory"))
    }
}
