import App
import FlowFileHost
import FlowRunner
import Foundation
import HeadlessUI

/// What the flow runner adds to a step: the same actions on the same screens, once as flow-file
/// steps through the runner and once as direct calls on HeadlessUI's screen driver, each from a
/// launch and a login, with the session in memory. The ratio is the runner's cost per step
/// (parsing excluded: the flow is read once, as `App test` reads it) over the action's own.
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
        let iterations = max(Int(10 * scale), 1)

        let direct = try Stopwatch.measure(samples: 5, iterations: iterations) { try runDirectly() }
        let runner = try Stopwatch.measure(samples: 5, iterations: iterations) {
            let host = AppFlowFileHost(statePath: states.nextStatePath(), keepsStateInMemory: true)
            let result = FlowFileRunner(host: host).run(flow)
            if let failure = result.failure { throw FlowFileHostError(message: failure.report) }
        }
        let steps = Double(7 * rounds)
        let ratio = runner.secondsPerOperation / direct.secondsPerOperation
        report.record(
            String(
                format:
                    "flow step through the runner: %.1f µs; the same action on the screen driver: %.1f µs; ratio %.2f (target ≤ 1.5)",
                runner.secondsPerOperation / steps * 1e6, direct.secondsPerOperation / steps * 1e6, ratio),
            met: ratio <= 1.5)
    }

    /// The flow's launch, login and rounds, as calls on the screen driver.
    private static func runDirectly() throws {
        let app = try AppLauncher.launch(LaunchOptions(keepsStateInMemory: true))
        let driver = app.driver
        try driver.tap(.identifier("welcome.login"))
        try driver.inputText("ada@example.com", into: .identifier("login.email"))
        try driver.inputText("analytical", into: .identifier("login.password"))
        try driver.tap(.identifier("login.submit"))
        for _ in 0..<rounds {
            try driver.tap(.identifier("home.item.h1"))
            try expectVisible("detail.bookmark", on: driver)
            try driver.back()
            try driver.tap(.identifier("tab.explore"))
            try expectVisible("explore.search", on: driver)
            try driver.tap(.identifier("tab.home"))
            try expectVisible("home.item.h1", on: driver)
        }
    }

    private static func expectVisible(_ identifier: String, on driver: ScreenDriver) throws {
        guard try driver.isVisible(.identifier(identifier)) else {
            throw FlowFileHostError(message: "\(identifier) is not visible")
        }
    }
}
