/// The test target of a new feature module: a view-model test with mocks, and a snapshot test
/// of the screen in both appearances (its references are recorded by `make feature`).
struct FeatureTestTemplates {
    let name: FeatureName

    /// Every test file, by path relative to the package.
    var files: [String: String] {
        let tests = "Tests/\(name.testTarget)/"
        return [
            tests + "\(n)ViewModelTests.swift": viewModelTests,
            tests + "\(n)ScreenSnapshotTests.swift": snapshotTests,
            tests + "Mocks/Mock\(n)Router.swift": RouteTemplates(prefix: n, title: name.title).mockRouter(
                testing: name.module),
            tests + "Mocks/Mock\(n)SessionStore.swift": mockSessionStore,
            tests + "Mocks/Mock\(n)FlowDelegate.swift": mockFlowDelegate,
            tests + "__Snapshots__/.gitkeep": "",
        ]
    }

    private var n: String { name.short }
    private var finish: String { "\(name.identifierPrefix)DidFinish" }

    var viewModelTests: String {
        """
        import Testing

        @testable import \(name.module)

        @Suite struct \(n)ViewModelTests {
            @Test func doneGoesBackThenTellsTheFlowDelegate() {
                let router = Mock\(n)Router()
                let delegate = Mock\(n)FlowDelegate()
                let viewModel = \(n)ViewModel(
                    sessionStore: Mock\(n)SessionStore(), router: router, flowDelegate: delegate)
                viewModel.didTapDone()
                #expect(router.routes == [.back])
                #expect(delegate.didFinishCount == 1)
                #expect(viewModel.errorMessage == nil)
            }

            @Test func aRefusedRouteBecomesTheErrorLineAndTheFlowIsNotTold() {
                let router = Mock\(n)Router()
                router.failure = .nothingToGoBackTo
                let delegate = Mock\(n)FlowDelegate()
                let viewModel = \(n)ViewModel(
                    sessionStore: Mock\(n)SessionStore(), router: router, flowDelegate: delegate)
                var changes = 0
                viewModel.onChange = { changes += 1 }
                viewModel.didTapDone()
                #expect(viewModel.errorMessage == "There is no screen to go back to.")
                #expect(changes == 1)
                #expect(delegate.didFinishCount == 0)
            }

            @Test func theGreetingNamesThePersonFromTheSession() {
                let store = Mock\(n)SessionStore(displayName: "Zoë Ñúñez")
                let viewModel = \(n)ViewModel(sessionStore: store, router: Mock\(n)Router(), flowDelegate: nil)
                #expect(viewModel.greeting == "Signed in as Zoë Ñúñez.")
            }

            @Test func theFlowDelegateIsHeldWeakly() {
                weak var releasedDelegate: Mock\(n)FlowDelegate?
                var viewModel: \(n)ViewModel?
                do {
                    let delegate = Mock\(n)FlowDelegate()
                    viewModel = \(n)ViewModel(
                        sessionStore: Mock\(n)SessionStore(), router: Mock\(n)Router(), flowDelegate: delegate)
                    releasedDelegate = delegate
                }
                #expect(viewModel != nil)
                #expect(releasedDelegate == nil)
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

        @testable import \(name.module)

        @Suite struct \(n)ScreenSnapshotTests {
            /// The screen at the root of a themed navigation controller, driven by a Router, on a
            /// visible window.
            private func makeHarness(
                _ appearance: Theme.Appearance,
                delegate: Mock\(n)FlowDelegate
            ) throws -> ScreenHarness {
                let resolved = try theme(appearance)
                return try ScreenHarness(theme: resolved) { router in
                    \(n)Builder.build(
                        dependencies: \(n)Dependencies(
                            theme: resolved, sessionStore: Mock\(n)SessionStore(), flowDelegate: delegate,
                            router: router))
                }
            }

            @Test(arguments: Theme.Appearance.allCases)
            func screen(appearance: Theme.Appearance) throws {
                let harness = try makeHarness(appearance, delegate: Mock\(n)FlowDelegate())
                expectSnapshot(try harness.screenAndTree(), named: appearance.rawValue)
            }

            @Test func doneOnTheFirstScreenOfAStackShowsWhyItStays() throws {
                let delegate = Mock\(n)FlowDelegate()
                let harness = try makeHarness(.light, delegate: delegate)
                try harness.driver.tap(.identifier("\(name.identifierPrefix).done"))
                #expect(harness.driver.renderScreen().contains("There is no screen to go back to."))
                #expect(delegate.didFinishCount == 0)
            }
        }

        """
    }

    var mockSessionStore: String {
        """
        @testable import \(name.module)

        /// A session with a fixed display name.
        final class Mock\(n)SessionStore: \(n)SessionStoring {
            let displayName: String

            init(displayName: String = "Ada Lovelace") {
                self.displayName = displayName
            }
        }

        """
    }

    var mockFlowDelegate: String {
        """
        @testable import \(name.module)

        /// Counts how often the module said the person was done.
        final class Mock\(n)FlowDelegate: \(n)FlowDelegate {
            private(set) var didFinishCount = 0

            func \(finish)() {
                didFinishCount += 1
            }
        }

        """
    }
}
