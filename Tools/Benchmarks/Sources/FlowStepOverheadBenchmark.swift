import App
import FlowFileHost
import FlowRunner
import Foundation
import HeadlessUI
import HeadlessUITesting

/// What the flow runner adds to a step: the same actions on the same screens, once as flow-file
/// steps through the runner and once as direct calls on HeadlessUI's screen driver, each after
/// a launch and a login that are not timed, with the session in memory. The ratio is the
/// runner's cost per step (parsing excluded: the flow is read once, as `App test` reads it) over
/// the action's own.
enum FlowStepOverheadBenchmark {
    /// Rounds of the cycle per run: enough steps that the launch both sides share is a few
    /// percent of the run.
    private static let rounds = 100

    /// The steps of one round: open an article and go back, then Explore and back to Home.
    private static let round = """
        - tapOn: {id: "home.item.h1"}
        - assertVisible: {id: "detail.bookmark"}
        - back
        - tapOn: {id: "tab.explore"}
        - assertVisible: {id: "explore.search"}
        - tapOn: {id: "tab.home"}
        - assertVisible: {id: "home.item.h1"}

        """

    /// The steps of `login`.
    private static let loginSteps = 7

    /// The steps before the rounds: a launch and a login.
    private static let login = """
        appId: com.example.headless
        ---
        - launchApp
        - tapOn: {id: "welcome.login"}
        - tapOn: {id: "login.email"}
        - inputText: ada@example.com
        - tapOn: {id: "login.password"}
        - inputText: analytical
        - tapOn: {id: "login.submit"}

        """

    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("Flow step overhead (the same actions, runner against screen driver)")
        let text = login + String(repeating: round, count: rounds)
        let flow = try FlowFileLoader(readFile: { _ in Array(text.utf8) }).load("overhead.yaml")
        let states = TemporaryStateFolder()
        let host = { AppFlowFileHost(statePath: states.nextStatePath(), keepsStateInMemory: true) }
        // The two sides take turns, sample by sample, so that a change in the machine's speed
        // during the run weighs on both; the ratio is the median of the samples' ratios.
        let clock = ContinuousClock()
        var direct: [Double] = []
        var runner: [Double] = []
        for _ in 0..<max(Int(15 * scale), 3) {
            direct.append(try runDirectly(clock: clock).seconds)
            // The rounds only: from the end of the login's last step to the end of the flow.
            let run = FlowFileRunner(host: host())
            var stepsDone = 0
            var roundsStart = clock.now
            run.afterEachStep = { _, _ in
                stepsDone += 1
                if stepsDone == loginSteps { roundsStart = clock.now }
            }
            let result = run.run(flow)
            runner.append((clock.now - roundsStart).seconds)
            if let failure = result.failure { throw FlowFileHostError(message: failure.report) }
        }
        let steps = Double(7 * rounds)
        let ratio = Stopwatch.median(zip(runner, direct).map { $0 / $1 })
        report.record(
            String(
                format:
                    "flow step through the runner: %.1f µs; the same action on the screen driver: %.1f µs; ratio %.2f (target ≤ 1.5)",
                Stopwatch.median(runner) / steps * 1e6, Stopwatch.median(direct) / steps * 1e6, ratio),
            met: ratio <= 1.5)
    }

    /// The flow's launch, login and rounds, as calls on the screen driver; returns how long the
    /// rounds took.
    private static func runDirectly(clock: ContinuousClock) throws -> Duration {
        let app = try AppLauncher.launch(try BenchmarkContent.options(LaunchOptions(keepsStateInMemory: true)))
        let driver = ScreenDriver(window: app.window)
        try driver.tap(.identifier("welcome.login"))
        try driver.inputText("ada@example.com", into: .identifier("login.email"))
        try driver.inputText("analytical", into: .identifier("login.password"))
        try driver.tap(.identifier("login.submit"))
        MainRunLoop.main.settle()
        let start = clock.now
        for _ in 0..<rounds {
            try driver.tap(.identifier("home.item.h1"))
            // The detail fetches its article: the runner's lookup waits for it as this does.
            MainRunLoop.main.settle()
            try expectVisible("detail.bookmark", on: driver)
            try driver.back()
            try driver.tap(.identifier("tab.explore"))
            try expectVisible("explore.search", on: driver)
            try driver.tap(.identifier("tab.home"))
            try expectVisible("home.item.h1", on: driver)
        }
        return clock.now - start
    }

    private static func expectVisible(_ identifier: String, on driver: ScreenDriver) throws {
        guard try driver.isVisible(.identifier(identifier)) else {
            throw FlowFileHostError(message: "\(identifier) is not visible")
        }
    }
}
