import Foundation
import Testing

/// The plugin check waits for nested builds; a hung one must end the wait, not the CI job.
struct NestedRunLimitTests {
    @Test func aRunPastItsTimeLimitIsStoppedAndSaysSo() throws {
        let folder = try TemporaryFolder("nested-limit")
        defer { folder.remove() }
        let run = try NestedSwiftPM.run("sleep", ["30"], in: folder.path, limit: 0.5)
        #expect(run.timedOut)
        #expect(run.seconds < 10)
    }

    @Test func aRunWithinItsLimitKeepsItsOutputAndStatus() throws {
        let folder = try TemporaryFolder("nested-limit")
        defer { folder.remove() }
        let run = try NestedSwiftPM.run("sh", ["-c", "echo out; echo err >&2; exit 3"], in: folder.path, limit: 30)
        #expect(!run.timedOut)
        #expect(run.status == 3)
        #expect(run.output == "out\nerr\n")
    }
}
