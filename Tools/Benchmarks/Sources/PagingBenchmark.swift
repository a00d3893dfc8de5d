import App
import ArticleKit
import FlowFileHost
import Foundation
import HeadlessUI
import HeadlessUITesting

/// What paging costs in memory: the feed of the `long-feed` scenario (a hundred pages of
/// twenty) scrolled to its end page by page, with the process's resident memory read at the
/// first page, after fifty and after a hundred. The list keeps at most
/// `PagedArticles.maximumArticles`, so the second fifty pages must not cost what the first did.
enum PagingBenchmark {
    static func run(into report: BenchmarkReport) throws {
        let server = try EmbeddedContentServer.shared()
        server.switchScenario(to: .longFeed(failingPage: nil))
        defer { server.switchScenario(to: .normal) }
        let states = TemporaryStateFolder()
        let statePath = states.nextStatePath()
        var options = try BenchmarkContent.options(
            LaunchOptions(statePath: statePath, clearState: true, durability: .relaxed))
        let login = try AppLauncher.launch(options)
        try ContentBenchmark.logIn(login)
        options.clearState = false
        let app = try AppLauncher.launch(options)
        let driver = ScreenDriver(window: app.window)
        guard
            MainRunLoop.main.run(
                until: { (try? driver.isVisible(.identifier("home.item.h1"))) == true }, timeout: .seconds(30))
        else { throw BenchmarkFailure("the feed did not appear: \(driver.renderScreen())") }
        let atFirst = ResidentMemory.current() ?? 0
        var afterFifty = 0
        for page in 2...100 {
            guard driver.scrollToEnd() else {
                throw BenchmarkFailure("page \(page) was not asked for: \(driver.renderScreen())")
            }
            MainRunLoop.main.settle(timeout: .seconds(30))
            if page == 50 { afterFifty = ResidentMemory.current() ?? 0 }
        }
        guard (try? driver.isVisible(.identifier("home.end"))) == true else {
            throw BenchmarkFailure("the feed did not reach its end after 100 pages")
        }
        let afterHundred = ResidentMemory.current() ?? 0
        let rows =
            driver.window.screen.topLayer?.node().firstVisible(where: { $0.identifier == "home.list" })?.children.count
            ?? 0
        let growth = afterHundred - afterFifty
        report.record(
            "resident memory after 100 pages of the feed: \(ResidentMemory.format(afterHundred)) (after 50: "
                + "\(ResidentMemory.format(afterFifty)); at the first page: \(ResidentMemory.format(atFirst))); "
                + "the list holds \(rows) articles (at most \(PagedArticles.maximumArticles)); the second fifty pages "
                + "added \(ResidentMemory.format(max(growth, 0))) (target ≤ 8.0 MiB)",
            met: growth <= 8 * 1_048_576)
    }
}
