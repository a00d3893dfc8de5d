import App
import FlowFileHost
import Foundation
import HeadlessUI
import HeadlessUITesting

/// The whole app, driven as a person would: log in, visit each tab, open a detail, go back,
/// log out. Counts cycles per second, live objects and resident memory. The content is the
/// server's, answered from memory after the first cycle: the rows are the app's own cost, and
/// the memory the app's own, not the in-process server's or the network's.
enum AppCycleBenchmark {
    static func run(into report: BenchmarkReport, scale: Double) throws {
        report.section("App: login -> each tab -> detail -> back -> logout")
        let states = TemporaryStateFolder()
        let services = try BenchmarkContent.remembered()
        do {
            // Measured first and let go, so its objects do not count in the live totals below.
            let inMemory = try AppLauncher.launch(LaunchOptions(keepsStateInMemory: true), services: services)
            try cycle(inMemory)
            let cycles = Stopwatch.measure(samples: 5, iterations: Int(400 * scale)) { try? cycle(inMemory) }
            report.rate("cycles, session in memory (the app's own cost)", cycles, unit: "cycles", atLeast: 2_000)
        }
        // The benchmark's state is scratch: no flush, as `App test` runs flows.
        let app = try AppLauncher.launch(
            LaunchOptions(statePath: states.nextStatePath(), clearState: true, durability: .relaxed), services: services
        )
        try cycle(app)
        let liveBefore = LiveInstances.snapshot()
        let memoryBefore = ResidentMemory.current()
        let cycles = Stopwatch.measure(samples: 5, iterations: Int(400 * scale)) { try? cycle(app) }
        report.rate(
            "cycles, session saved to the state file on login and logout", cycles, unit: "cycles", atLeast: 2_000)

        let longRun = Int(10_000 * scale)
        for _ in 0..<longRun { try cycle(app) }
        let liveAfter = LiveInstances.snapshot()
        report.record(
            "live objects after \(longRun) more cycles: \(liveAfter.values.reduce(0, +)) (at start: \(liveBefore.values.reduce(0, +)))",
            met: liveAfter == liveBefore)
        if let memoryBefore, let memoryAfter = ResidentMemory.current() {
            let growth = memoryAfter - memoryBefore
            report.record(
                "resident memory: \(ResidentMemory.format(memoryBefore)) -> \(ResidentMemory.format(memoryAfter)) (growth \(ResidentMemory.format(growth)); target < 2 MiB)",
                met: growth < 2 * 1_048_576)
        }
    }

    /// One full cycle through the real screens.
    static func cycle(_ app: LaunchedApp) throws {
        let driver = ScreenDriver(window: app.window)
        try driver.tap(.identifier("welcome.login"))
        try driver.inputText("ada@example.com", into: .identifier("login.email"))
        try driver.inputText("analytical", into: .identifier("login.password"))
        try driver.tap(.identifier("login.submit"))
        MainRunLoop.main.settle()
        for tab in ["tab.explore", "tab.bookmarks", "tab.profile", "tab.home"] {
            try driver.tap(.identifier(tab))
        }
        try driver.tap(.identifier("home.item.h1"))
        try driver.back()
        try driver.tap(.identifier("tab.profile"))
        try driver.tap(.identifier("profile.logout"))
        try driver.tap(.identifier("logout.confirm"))
    }
}
