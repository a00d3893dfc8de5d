import App
import Foundation
import HeadlessUI
import HeadlessUITesting

/// The Profile tab's two journeys, entered and left as a person would: Edit profile saved,
/// Edit profile backed out of, Report a problem sent, Report a problem swiped down. Every exit
/// must release its flow, so the live objects stay where they started however many cycles run.
enum JourneyCycleBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("App: Profile -> edit (save, back) -> report (send, swipe down)")
        // In memory: the cycle measures the flows; the outbox grows by one report a cycle.
        let app = try AppLauncher.launch(try BenchmarkContent.options(LaunchOptions(keepsStateInMemory: true)))
        try ScreenDriver(window: app.window).tap(.identifier("welcome.login"))
        try ScreenDriver(window: app.window).inputText("ada@example.com", into: .identifier("login.email"))
        try ScreenDriver(window: app.window).inputText("analytical", into: .identifier("login.password"))
        try ScreenDriver(window: app.window).tap(.identifier("login.submit"))
        MainRunLoop.main.settle()
        try ScreenDriver(window: app.window).tap(.identifier("tab.profile"))
        try cycle(app)
        let liveBefore = LiveInstances.snapshot()
        let cycles = Stopwatch.measure(samples: 5, iterations: Int(400 * scale)) { try? cycle(app) }
        report.rate("journey cycles", cycles, unit: "cycles", atLeast: 1_000)

        let longRun = Int(10_000 * scale)
        for _ in 0..<longRun { try cycle(app) }
        let liveAfter = LiveInstances.snapshot()
        report.record(
            "live objects after \(longRun) more journey cycles: \(liveAfter.values.reduce(0, +)) "
                + "(at start: \(liveBefore.values.reduce(0, +)))",
            met: liveAfter == liveBefore)
    }

    /// Enters and leaves both journeys, by four of their exits.
    static func cycle(_ app: LaunchedApp) throws {
        let driver = ScreenDriver(window: app.window)
        try driver.tap(.identifier("profile.edit"))
        try driver.tap(.identifier("editProfile.review"))
        try driver.tap(.identifier("editProfile.save"))
        try driver.tap(.identifier("profile.edit"))
        try driver.back()
        try driver.tap(.identifier("profile.report"))
        try driver.inputText("The feed froze", into: .identifier("report.message"))
        try driver.tap(.identifier("report.next"))
        try driver.tap(.identifier("report.send"))
        try driver.tap(.identifier("profile.report"))
        try driver.swipeDownSheet()
    }
}
