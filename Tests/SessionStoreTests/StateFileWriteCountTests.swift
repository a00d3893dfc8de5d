import HeadlessDefaults
import Testing

@testable import SessionStore

/// What `CountingStateFileSystem` counts of a state file: one read when it is opened, and for
/// each change one file written, with the two flushes that make it durable only when the
/// durability asks for them.
@MainActor
struct StateFileWriteCountTests {
    private func counts(writing changes: Int, durability: Durability) throws -> (
        reads: Int, writes: Int, flushes: Int
    ) {
        let counter = CountingStateFileSystem()
        let file = StateFile(path: StatePaths.fresh(), durability: durability, fileSystem: counter)
        guard case .usable = file.read() else { throw StateFileError.system(.cannotRead, path: file.fileURL.path) }
        for change in 0..<changes {
            try file.write(SessionState(isLoggedIn: true, displayName: "Ada", email: "ada\(change)@example.com"))
        }
        return (counter.reads, counter.writes, counter.flushes)
    }

    @Test func eachDurableChangeWritesOneFileAndFlushesTwice() throws {
        let counted = try counts(writing: 3, durability: .full)
        #expect(counted.reads == 1)
        #expect(counted.writes == 3)
        #expect(counted.flushes == 6)
    }

    @Test func aRelaxedChangeWritesOneFileAndFlushesNothing() throws {
        let counted = try counts(writing: 3, durability: .relaxed)
        #expect(counted.writes == 3)
        #expect(counted.flushes == 0)
    }

    @Test func readingIsOneReadAndWritesNothing() throws {
        let counted = try counts(writing: 0, durability: .full)
        #expect(counted.reads == 1)
        #expect(counted.writes == 0)
        #expect(counted.flushes == 0)
    }
}
