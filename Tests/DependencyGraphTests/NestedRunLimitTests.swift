import Foundation
import Testing

/// The plugin check waits for nested builds; a hung one must end the wait, not the CI job.
struct NestedRunLimitTests {
    /// The run is stopped by a signal rather than ending by itself. It takes 5.5 s (the limit,
    /// then the 5 s a stopped run has to end before it is killed), on a loaded machine too;
    /// the bound is over ten times that, and half the time the run would take by itself.
    @Test func aRunPastItsTimeLimitIsStoppedAndSaysSo() throws {
        let folder = try TemporaryFolder("nested-limit")
        defer { folder.remove() }
        let run = try NestedSwiftPM.run("sleep", ["120"], in: folder.path, limit: 0.5)
        #expect(run.timedOut)
        #expect([SIGTERM, SIGKILL].contains(run.status), "\(run.status)")
        #expect(run.seconds < 60)
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
