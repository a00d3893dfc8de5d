/// The test target of a new feature module: its view-model and screen tests (`FeatureScreenTestTemplates`),
/// its builder tests,
/// mocks of the router, the session and the flow delegate, and TestSupport's `ContentStub` made
/// the module's content loader, as Home's tests make it theirs. The snapshots are recorded by
/// `make feature`.
struct FeatureTestTemplates {
    let name: FeatureName

    /// Every test file, by path relative to the package.
    var files: [String: String] {
        let tests = "Tests/\(name.testTarget)/"
        let screen = FeatureScreenTestTemplates(name: name)
        return [
            tests + "\(n)ViewModelTests.swift": screen.viewModelTests,
            tests + "\(n)ScreenTests.swift": screen.screenTests,
            tests + "\(n)BuilderTests.swift": builderTests,
            tests + "Mocks/Mock\(n)Router.swift": RouteTemplates(screen: .feature(name)).mockRouter(
                testing: name.module),
            tests + "Mocks/Mock\(n)SessionStore.swift": mockSessionStore,
            tests + "Mocks/Mock\(n)FlowDelegate.swift": mockFlowDelegate,
            tests + "Mocks/ContentStub+\(n)ContentLoading.swift": contentStub,
            tests + "__Snapshots__/.gitkeep": "",
        ]
    }

    private var n: String { name.short }
    private var id: String { name.identifierPrefix }

    var builderTests: String {
        """
        import DesignSystem
        import HeadlessUI
        import NavigationKit
        import TestSupport
        import Testing

        @testable import \(name.module)

        /// What App gets from the module's one entry point: its first screen, titled, at the root of
        /// the stack App gives it, fetching what it shows.
        @MainActor
        @Suite struct \(n)BuilderTests {
            private let content = ContentStub([.sample(id: "a1", title: "First")])

            private func built() throws -> (screen: ScreenHarness, entry: FeatureEntry<Never, Never>?) {
                let resolved = try theme(.light)
                var entry: FeatureEntry<Never, Never>?
                let screen = try ScreenHarness(theme: resolved) { [content] router in
                    let made = \(n)Builder.build(
                        dependencies: \(n)Dependencies(
                            theme: resolved, sessionStore: Mock\(n)SessionStore(), content: content,
                            flowDelegate: nil, router: router))
                    entry = made
                    return made.viewController
                }
                return (screen, entry)
            }

            @Test func theEntryIsTheFirstScreenTitledInTheThemesLanguage() throws {
                let (screen, entry) = try built()
                #expect(entry?.viewController === screen.navigation.viewControllers.first)
                #expect(entry?.viewController.title == "\(name.title)")
            }

            @Test func theFirstScreenFetchesWhenItAppears() throws {
                let (screen, _) = try built()
                screen.settle()
                #expect(!content.requests.isEmpty)
                #expect(try screen.driver.isVisible(.identifier("\(id).item.a1")))
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

    var contentStub: String {
        """
        import ContentModels
        import TestSupport

        @testable import \(name.module)

        extension ContentStub: \(n)ContentLoading {
            /// The stub's articles as the \(name.title) list, logged as `content`.
            nonisolated public func content() async throws(ContentProblem) -> Fetched<[ArticleSummary]> {
                try await answer("content") { $0.map(\\.summaryOnly) }
            }
        }

        """
    }
}
