import HeadlessUI
import Testing

@testable import FlowRunner

/// A list that shows ten more rows each time it is scrolled to its end, after a short wait, up
/// to `limit` rows; with `endless`, it keeps asking and never adds a row.
@MainActor
private final class PagingScreen: ViewController {
    private(set) var rows = 10
    private(set) var asked = 0
    let limit: Int
    let endless: Bool
    private let tasks = ScreenTasks()

    init(limit: Int, endless: Bool = false) {
        self.limit = limit
        self.endless = endless
        super.init()
    }

    override func loadView() {
        let list = ViewNode(
            role: .list, identifier: "list",
            children: (1...rows).map { ViewNode(role: .row, label: "Row \($0)", identifier: "row.\($0)") })
        if endless || rows < limit {
            list.onReachEnd = { [weak self] in self?.fetchMore() }
        }
        view = ViewNode(role: .stack, children: [list])
    }

    private func fetchMore() {
        asked += 1
        tasks.run(
            "more", operation: { try? await Task.sleep(for: .milliseconds(5)) },
            deliver: { [weak self] in
                guard let self, !endless else { return }
                rows += 10
                loadView()
            })
    }
}

/// A host whose app is one paging screen, and which records how its app was stopped.
@MainActor
private final class PagingHost: FlowFileHosting {
    let screen: PagingScreen
    private(set) var stops: [Bool] = []

    init(screen: PagingScreen) {
        self.screen = screen
    }

    func launch(clearState: Bool) throws -> Window {
        let window = Window()
        try window.setRootViewController(screen)
        window.makeKeyAndVisible()
        return window
    }

    func stop(killed: Bool) { stops.append(killed) }
    func clearState() throws {}
    func openLink(_ url: String) throws {}
    func svg(of screen: Screen) -> String? { nil }
}

@MainActor @Suite struct FlowScrollTests {
    private func run(_ steps: String, on host: PagingHost) throws -> FlowFileResult {
        FlowFileRunner(host: host).run(try FlowFileParser.parse("- launchApp\n" + steps, file: "paging.yaml"))
    }

    @Test func scrollAsksTheListForMoreAndALaterLookupWaitsForIt() throws {
        let host = PagingHost(screen: PagingScreen(limit: 100))
        let result = try run("- scroll\n- assertVisible: {id: \"row.20\"}\n- swipe: {direction: UP}\n", on: host)
        #expect(result.passed, "\(result.failure?.message ?? "")")
        #expect(host.screen.asked == 2)
    }

    @Test func scrollUntilVisibleScrollsPageByPageToTheElement() throws {
        let host = PagingHost(screen: PagingScreen(limit: 100))
        let result = try run("- scrollUntilVisible:\n    element: {id: \"row.45\"}\n", on: host)
        #expect(result.passed, "\(result.failure?.message ?? "")")
        #expect(host.screen.asked == 4)
    }

    @Test func scrollUntilVisibleStopsAtTheEndOfTheListWithoutWaitingOutItsTimeout() throws {
        let host = PagingHost(screen: PagingScreen(limit: 30))
        let clock = ContinuousClock()
        let start = clock.now
        let result = try run("- scrollUntilVisible:\n    element: {id: \"row.99\"}\n    timeout: 60000\n", on: host)
        #expect(!result.passed)
        #expect(result.failure?.message == "Element not found within 60000 ms: Id matching regex: row.99")
        #expect(host.screen.asked == 2)
        #expect(clock.now - start < .seconds(30), "the end of the list ends the search")
    }

    @Test func aListThatAlwaysAsksButNeverShowsMoreIsBoundedByTheTimeout() throws {
        let host = PagingHost(screen: PagingScreen(limit: 10, endless: true))
        let result = try run("- scrollUntilVisible:\n    element: {id: \"row.11\"}\n    timeout: 300\n", on: host)
        #expect(!result.passed)
        #expect(host.screen.asked > 1)
        #expect(host.screen.asked <= FlowFileAppSession.maximumScrolls)
    }

    @Test func theAppGoesToTheBackgroundOnStopAndRelaunchButNotWhenKilled() throws {
        let host = PagingHost(screen: PagingScreen(limit: 10))
        let result = try run("- stopApp\n- launchApp\n- launchApp\n- killApp\n- killApp\n", on: host)
        #expect(result.passed, "\(result.failure?.message ?? "")")
        #expect(host.stops == [false, false, true], "a stopped app is not stopped again")
    }
}
