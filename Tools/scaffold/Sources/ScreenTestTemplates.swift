/// The tests of a new screen inside a feature: a view-model test with a mock router, and a
/// snapshot test of the screen in both appearances (recorded by `make screen`).
struct ScreenTestTemplates {
    let name: ScreenName

    /// Every test file, by path relative to the package.
    var files: [String: String] {
        [
            name.tests + "\(n)ViewModelTests.swift": viewModelTests,
            name.tests + "\(n)ScreenSnapshotTests.swift": snapshotTests,
            name.tests + "Mocks/Mock\(n)Router.swift":
                RouteTemplates(prefix: n, title: name.screen.title).mockRouter(testing: name.feature.module),
        ]
    }

    private var n: String { name.short }
    private var id: String { name.screen.identifierPrefix }

    var viewModelTests: String {
        """
        import Testing

        @testable import \(name.feature.module)

        @MainActor
        @Suite struct \(n)ViewModelTests {
            @Test func doneAsksToGoBack() {
                let router = Mock\(n)Router()
                let viewModel = \(n)ViewModel(router: router)
                viewModel.didTapDone()
                #expect(router.routes == [.back])
                #expect(viewModel.errorMessage == nil)
            }

            @Test func aRefusedRouteBecomesTheErrorLine() {
                let router = Mock\(n)Router()
                router.failure = .nothingToGoBackTo
                let viewModel = \(n)ViewModel(router: router)
                var changes = 0
                viewModel.onChange = { changes += 1 }
                viewModel.didTapDone()
                #expect(viewModel.errorMessage == "There is no screen to go back to.")
                #expect(changes == 1)
            }
        }

        """
    }

    var snapshotTests: String {
        """
        import DesignSystem
        import HeadlessUI
        import TestSupport
        import Testing

        @testable import \(name.feature.module)

        @MainActor
        @Suite struct \(n)ScreenSnapshotTests {
            @Test(arguments: Theme.Appearance.allCases)
            func screen(appearance: Theme.Appearance) throws {
                let resolved = try theme(appearance)
                let harness = try ScreenHarness(theme: resolved) { router in
                    \(n)ScreenFactory.make(theme: resolved, router: router)
                }
                expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
            }

            @Test func donePopsTheScreenOffTheStackThatShowedIt() throws {
                let resolved = try theme(.light)
                let harness = try ScreenHarness(theme: resolved) { _ in ViewController() }
                try harness.router.push(\(n)ScreenFactory.make(theme: resolved, router: harness.router), animated: false)
                try harness.driver.tap(.identifier("\(id).done"))
                #expect(harness.navigation.viewControllers.count == 1)
            }

            @Test func doneOnTheFirstScreenOfAStackShowsWhyItStays() throws {
                let resolved = try theme(.light)
                let harness = try ScreenHarness(theme: resolved) { router in
                    \(n)ScreenFactory.make(theme: resolved, router: router)
                }
                try harness.driver.tap(.identifier("\(id).done"))
                #expect(harness.driver.renderScreen().contains("There is no screen to go back to."))
            }
        }

        """
    }
}
