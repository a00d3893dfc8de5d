/// The tests of a new feature's first screen, as Home's tests check its feed: the view model
/// (nothing fetched before the screen appears, the rows, a failure, a redraw, the session's name,
/// "Done" and its refusal) and the screen as a person sees it (snapshots of every state in both
/// appearances, Retry, pull to refresh, the out-of-date banner, a request cancelled with its
/// screen, the flow delegate told once and held weakly), all against a `ContentStub`.
struct FeatureScreenTestTemplates {
    let name: FeatureName

    private var n: String { name.short }
    private var id: String { name.identifierPrefix }
    private var screen: ScreenDescription { .feature(name) }
    private var route: String { screen.button.caseName }

    /// The sample list both suites fetch: two articles in two categories.
    private var sampleContent: String {
        """
        let content = ContentStub([
                .sample(id: "a1", title: "First", category: "Architecture"), .sample(id: "a2", title: "Second"),
            ])
        """
    }

    var viewModelTests: String {
        let refusal = ScreenTestTemplates(screen: screen, module: name.module).refusalLine
        return """
            import ArticleKit
            import DesignSystem
            import NavigationKit
            import TestSupport
            import Testing

            @testable import \(name.module)

            @MainActor
            @Suite struct \(n)ViewModelTests {
                let router = Mock\(n)Router()
                \(sampleContent)

                private func makeViewModel(
                    sessionStore: Mock\(n)SessionStore = Mock\(n)SessionStore()
                ) -> \(n)ViewModel {
                    \(n)ViewModel(
                        content: content, sessionStore: sessionStore, router: router,
                        strings: LocalizedStrings(bundle: .module, language: .english))
                }

                /// A view model whose screen appeared and whose list has arrived.
                private func loadedViewModel() -> \(n)ViewModel {
                    let viewModel = makeViewModel()
                    viewModel.screenWillAppear()
                    turnMainLoop { !viewModel.rows.isEmpty }
                    return viewModel
                }

                @Test func nothingIsFetchedBeforeTheScreenAppears() {
                    let viewModel = makeViewModel()
                    #expect(content.requests.isEmpty)
                    #expect(viewModel.rows.isEmpty)
                }

                @Test func rowsFollowTheContentWithCategoryAndSummaryUnderTheTitle() {
                    #expect(
                        loadedViewModel().rows == [
                            \(n)ViewModel.Row(id: "a1", title: "First", subtitle: "Architecture · Summary of a1."),
                            \(n)ViewModel.Row(id: "a2", title: "Second", subtitle: "Testing · Summary of a2."),
                        ])
                    #expect(content.requests == ["content"])
                }

                @Test func appearingAgainWithTheListShownFetchesNothingMore() {
                    let viewModel = loadedViewModel()
                    viewModel.screenDidDisappear()
                    viewModel.screenWillAppear()
                    #expect(content.requests == ["content"])
                }

                @Test func aFailedFetchHasNoRowsAndSaysWhy() {
                    content.failure = .serverError
                    let viewModel = makeViewModel()
                    viewModel.screenWillAppear()
                    turnMainLoop {
                        if case .failed = viewModel.content.state { true } else { false }
                    }
                    #expect(viewModel.rows.isEmpty)
                    guard case let .failed(problem) = viewModel.content.state else {
                        Issue.record("the fetch did not fail")
                        return
                    }
                    #expect(problem == .serverError)
                }

                @Test func theArrivingListTellsTheScreenToRedraw() {
                    let viewModel = makeViewModel()
                    var redraws = 0
                    viewModel.onChange = { redraws += 1 }
                    viewModel.screenWillAppear()
                    let afterStart = redraws
                    turnMainLoop { !viewModel.rows.isEmpty }
                    #expect(redraws == afterStart + 1)
                }

                @Test func theNameComesFromTheSession() {
                    let store = Mock\(n)SessionStore(displayName: "Zoë Ñúñez")
                    #expect(makeViewModel(sessionStore: store).displayName == "Zoë Ñúñez")
                }

            \(ScreenTestTemplates.doneRouteTests(route: route, refusal: refusal))
            }

            """
    }

    var screenTests: String {
        let loading = ContentStrings.feature(name).loading.english
        let empty = ContentStrings.feature(name).empty.english
        return """
            import ArticleKit
            import DesignSystem
            import HeadlessUI
            import TestSupport
            import Testing

            @testable import \(name.module)

            /// The \(name.title) screen as a person sees it: waiting, failing, empty, listed, out of date,
            /// and left with "Done".
            @MainActor
            @Suite struct \(n)ScreenTests {
                \(sampleContent)

                /// The module as App shows it: its screen at the root of a visible stack, with that
                /// stack's Router, `content` and `flowDelegate` in its dependencies; its request is on
                /// its way (`settle()` shows the answer).
                private func moduleOnScreen(
                    _ appearance: Theme.Appearance = .light, flowDelegate: Mock\(n)FlowDelegate? = nil
                ) throws -> ScreenHarness {
                    let resolved = try theme(appearance)
                    return try ScreenHarness(theme: resolved) { router in
                        \(n)Builder.build(
                            dependencies: \(n)Dependencies(
                                theme: resolved, sessionStore: Mock\(n)SessionStore(), content: content,
                                flowDelegate: flowDelegate, router: router)
                        ).viewController
                    }
                }

                /// The module on screen with its answer shown.
                private func settledModule(_ appearance: Theme.Appearance = .light) throws -> ScreenHarness {
                    let harness = try moduleOnScreen(appearance)
                    harness.settle()
                    return harness
                }

                // MARK: - Snapshots

                @Test(arguments: Theme.Appearance.allCases)
                func \(id)Screen(_ appearance: Theme.Appearance) throws {
                    try expectScreen(try settledModule(appearance), appearance)
                }

                @Test(arguments: Theme.Appearance.allCases)
                func \(id)Loading(_ appearance: Theme.Appearance) throws {
                    try expectScreen(try moduleOnScreen(appearance), appearance)
                }

                @Test(arguments: Theme.Appearance.allCases)
                func \(id)Failed(_ appearance: Theme.Appearance) throws {
                    content.failure = .offline
                    try expectScreen(try settledModule(appearance), appearance)
                }

                @Test(arguments: Theme.Appearance.allCases)
                func \(id)Empty(_ appearance: Theme.Appearance) throws {
                    content.articles = []
                    try expectScreen(try settledModule(appearance), appearance)
                }

                @Test(arguments: Theme.Appearance.allCases)
                func \(id)OutOfDate(_ appearance: Theme.Appearance) throws {
                    content.outOfDateBecause = .offline
                    try expectScreen(try settledModule(appearance), appearance)
                }

                private func expectScreen(
                    _ harness: ScreenHarness, _ appearance: Theme.Appearance, function: String = #function,
                    sourceLocation: SourceLocation = #_sourceLocation
                ) throws {
                    let (screen, tree) = try harness.renders()
                    expectSnapshot(screen, named: appearance.rawValue, function: function, sourceLocation: sourceLocation)
                    expectSnapshot(tree, named: "tree", function: function, sourceLocation: sourceLocation)
                }

                // MARK: - Waiting, failing and recovering

                @Test func theListSaysItIsLoadingUntilItsAnswerArrives() throws {
                    let harness = try moduleOnScreen()
                    #expect(try harness.driver.element(.identifier("\(id).loading")).label == "\(loading)")
                    #expect(try !harness.driver.isVisible(.identifier("\(id).item.a1")))
                    harness.settle()
                    #expect(try !harness.driver.isVisible(.identifier("\(id).loading")))
                    #expect(try harness.driver.element(.identifier("\(id).item.a1")).label == "First")
                    #expect(try harness.driver.elements(matching: .identifierMatching("\(id)\\\\.item\\\\..*")).count == 2)
                }

                @Test func aFailedFetchSaysWhyAndRetryLoadsItAgain() throws {
                    content.failure = .timedOut
                    let harness = try settledModule()
                    #expect(
                        try harness.driver.element(.identifier("\(id).failure.message")).label
                            == "The server took too long to answer.")
                    #expect(try !harness.driver.isVisible(.identifier("\(id).item.a1")))
                    content.failure = nil
                    try harness.driver.tap(.identifier("\(id).failure.retry"))
                    #expect(try harness.driver.isVisible(.identifier("\(id).loading")))
                    harness.settle()
                    #expect(content.requests == ["content", "content"])
                    #expect(try harness.driver.isVisible(.identifier("\(id).item.a1")))
                    #expect(try !harness.driver.isVisible(.identifier("\(id).failure")))
                }

                @Test func anEmptyListSaysSoAndCanStillBePulledToRefresh() throws {
                    content.articles = []
                    let harness = try settledModule()
                    #expect(try harness.driver.element(.identifier("\(id).empty")).label == "\(empty)")
                    content.articles = [.sample(id: "a9", title: "Newly written")]
                    try harness.driver.swipeDown()
                    harness.settle()
                    #expect(try !harness.driver.isVisible(.identifier("\(id).empty")))
                    #expect(try harness.driver.isVisible(.identifier("\(id).item.a9")))
                }

                @Test func pullingToRefreshShowsAnItemAddedSince() throws {
                    let harness = try settledModule()
                    content.articles.insert(.sample(id: "a0", title: "Written since"), at: 0)
                    try harness.driver.swipeDown()
                    // What was shown stays while the refresh is on its way.
                    #expect(try harness.driver.isVisible(.identifier("\(id).item.a1")))
                    harness.settle()
                    #expect(content.requests == ["content", "content"])
                    let rows = try harness.driver.elements(matching: .identifierMatching("\(id)\\\\.item\\\\..*"))
                    #expect(rows.map(\\.identifier) == ["\(id).item.a0", "\(id).item.a1", "\(id).item.a2"])
                }

                @Test func anOutOfDateListSaysWhyAboveItsItems() throws {
                    content.outOfDateBecause = .offline
                    let harness = try settledModule()
                    #expect(
                        try harness.driver.element(.identifier("\(id).outOfDate")).label
                            == "This may be out of date. You are offline.")
                    #expect(try harness.driver.isVisible(.identifier("\(id).item.a1")))
                }

                @Test func aFailedRefreshKeepsTheListAndSaysItMayBeOutOfDate() throws {
                    let harness = try settledModule()
                    content.failure = .serverError
                    try harness.driver.swipeDown()
                    harness.settle()
                    #expect(content.requests == ["content", "content"])
                    #expect(try harness.driver.elements(matching: .identifierMatching("\(id)\\\\.item\\\\..*")).count == 2)
                    #expect(try !harness.driver.isVisible(.identifier("\(id).failure")))
                    #expect(
                        try harness.driver.element(.identifier("\(id).outOfDate")).label
                            == "This may be out of date. The server had a problem.")
                }

                // MARK: - Nothing outlives its screen

                @Test func aScreenWhoseWindowWentAwayCancelsItsRequestAndIsReleased() throws {
                    let start = quietMainLoop()
                    content.isHolding = true
                    let detector = LeakDetector()
                    do {
                        let harness = try moduleOnScreen()
                        let screen = try #require(harness.navigation.viewControllers.first as? \(n)ViewController)
                        turnMainLoop { content.heldCount == 1 }
                        detector.expectRelease(screen, because: "its window went away")
                        detector.expectRelease(screen.viewModel, because: "its screen went away")
                    }
                    turnMainLoop(until: { ScreenTasks.live == start })
                    #expect(content.cancelledCount == 1)
                    #expect(ScreenTasks.live == start)
                    #expect(MainRunLoop.main.workInFlight == 0)
                    content.release()
                    MainRunLoop.main.settle(timeout: .seconds(10))
                    #expect(detector.check().isEmpty)
                }

                // MARK: - Leaving

                @Test func doneTellsTheFlowDelegateOnce() throws {
                    let delegate = Mock\(n)FlowDelegate()
                    let harness = try moduleOnScreen(flowDelegate: delegate)
                    try harness.driver.tap(.identifier("\(id).done"))
                    #expect(delegate.didFinishCount == 1)
                }

                @Test func theFlowDelegateIsHeldWeaklyAndDoneWithoutItIsRefusedOnScreen() throws {
                    weak var released: Mock\(n)FlowDelegate?
                    let harness: ScreenHarness
                    do {
                        let delegate = Mock\(n)FlowDelegate()
                        harness = try moduleOnScreen(flowDelegate: delegate)
                        released = delegate
                    }
                    #expect(released == nil)
                    // With nobody left to tell, Done is refused and the screen says why.
                    try harness.driver.tap(.identifier("\(id).done"))
                    #expect(try harness.driver.element(.identifier("\(id).error")).label?.isEmpty == false)
                }
            }

            """
    }
}
