import FlowFileHost
import FlowRunner
import HeadlessDefaults
import Testing

@testable import App

/// A flow with its session saved writes the state file once for each step that changes the
/// session, once when the app goes to the background, and never for the others, however many steps only look and move around: the cost
/// of a saved session is its durable writes, counted here, not a write per step.
@MainActor
struct FlowStateWriteCountTests {
    /// Rounds of steps that only move between screens and look.
    private let rounds = 25

    /// Clears the session, logs in and bookmarks an article: three changes.
    private let changes = """
        appId: com.example.headless
        ---
        - launchApp:
            clearState: true
        - tapOn: {id: "welcome.login"}
        - tapOn: {id: "login.email"}
        - inputText: ada@example.com
        - tapOn: {id: "login.password"}
        - inputText: analytical
        - tapOn: {id: "login.submit"}
        - tapOn: {id: "home.item.h1"}
        - tapOn: {id: "detail.bookmark"}
        - back

        """

    /// Moves between tabs and screens and looks, changing nothing.
    private let round = """
        - tapOn: {id: "tab.explore"}
        - assertVisible: {id: "explore.search"}
        - tapOn: {id: "tab.home"}
        - tapOn: {id: "home.item.h1"}
        - assertVisible: {id: "detail.bookmark"}
        - back

        """

    /// Relaunches on the saved session: a read, no write.
    private let relaunch = """
        - launchApp
        - assertVisible: {id: "tab.home"}

        """

    @Test func onlyTheStepsThatChangeTheSessionWriteTheStateFileEachOnceAndDurably() throws {
        let text = changes + String(repeating: round, count: rounds) + relaunch
        let flow = try FlowFileLoader(readFile: { _ in Array(text.utf8) }).load("writes.yaml")
        let counter = CountingStateFileSystem()
        let host = AppFlowFileHost(
            statePath: TemporaryStateFolder().nextStatePath(), durability: .full, stateFileSystem: counter)
        let runner = FlowFileRunner(host: host)
        var writesBefore = counter.writes
        var writingSteps: [String: Int] = [:]
        var steps = 0
        runner.afterEachStep = { description, _ in
            steps += 1
            let writes = counter.writes - writesBefore
            writesBefore = counter.writes
            if writes > 0 { writingSteps[description, default: 0] += writes }
        }
        let result = runner.run(flow)

        #expect(result.passed, "\(result.failure?.report ?? "")")
        #expect(steps == 10 + 6 * rounds + 2)
        #expect(
            writingSteps == [
                "Launch app (clear state)": 1, "Tap on id: login.submit": 1, "Tap on id: detail.bookmark": 1,
                // The app going to the background before it is launched again keeps where the
                // person was, once, however many rounds moved around before.
                "Launch app": 1,
            ])
        #expect(counter.writes == 4)
        // Read once by each of the two launches, however many steps ran between them.
        #expect(counter.reads == 2)
        // Durable: each write flushes the new file and then its folder.
        #expect(counter.flushes == 2 * counter.writes)
    }
}
