/// The test target of a new feature module: the view-model test every generated screen has,
/// a screen test that shows the module as App does (snapshots of the screen in both appearances
/// and of its tree, the flow delegate told and held weakly), and mocks of the router, the
/// session and the flow delegate. The snapshots are recorded by `make feature`.
struct FeatureTestTemplates {
    let name: FeatureName

    /// Every test file, by path relative to the package.
    var files: [String: String] {
        let tests = "Tests/\(name.testTarget)/"
        let screen = ScreenDescription.feature(name)
        return [
            tests + "\(n)ViewModelTests.swift": ScreenTestTemplates(screen: screen, module: name.module).viewModelTests,
            tests + "\(n)ScreenTests.swift": screenTests,
            tests + "Mocks/Mock\(n)Router.swift": RouteTemplates(screen: screen).mockRouter(testing: name.module),
            tests + "Mocks/Mock\(n)SessionStore.swift": mockSessionStore,
            tests + "Mocks/Mock\(n)FlowDelegate.swift": mockFlowDelegate,
            tests + "__Snapshots__/.gitkeep": "",
        ]
    }

    private var n: String { name.short }
    private var id: String { name.identifierPrefix }

    var screenTests: String {
        """
        import DesignSystem
        import HeadlessUI
        import TestSupport
        import Testing

        @testable import \(name.module)

        @MainActor
        @Suite struct \(n)ScreenTests {
            /// The module as App shows it: its screen at the root of a visible stack, with that
            /// stack's Router and `flowDelegate` in its dependencies.
            private func moduleOnScreen(
                _ appearance: Theme.Appearance = .light, flowDelegate: Mock\(n)FlowDelegate? = nil
            ) throws -> ScreenHarness {
                let resolved = try theme(appearance)
                return try ScreenHarness(theme: resolved) { router in
                    \(n)Builder.build(
                        dependencies: \(n)Dependencies(
                            theme: resolved, sessionStore: Mock\(n)SessionStore(), flowDelegate: flowDelegate,
                            router: router))
                }
            }

            @Test(arguments: Theme.Appearance.allCases)
            func \(id)Screen(_ appearance: Theme.Appearance) throws {
                let (screen, tree) = try moduleOnScreen(appearance).renders()
                expectSnapshot(screen, named: appearance.rawValue)
                expectSnapshot(tree, named: "tree")
            }

            @Test func doneTellsTheFlowDelegateOnce() throws {
                let delegate = Mock\(n)FlowDelegate()
                let harness = try moduleOnScreen(flowDelegate: delegate)
                try harness.driver.tap(.identifier("\(id).done"))
                #expect(delegate.didFinishCount == 1)
            }

            @Test func theFlowDelegateIsHeldWeakly() throws {
                weak var released: Mock\(n)FlowDelegate?
                let harness: ScreenHarness
                do {
                    let delegate = Mock\(n)FlowDelegate()
                    harness = try moduleOnScreen(flowDelegate: delegate)
                    released = delegate
                }
                #expect(released == nil)
                try harness.driver.tap(.identifier("\(id).done"))
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

            func \(id)DidFinish() {
                didFinishCount += 1
            }
        }

        """
    }
}
