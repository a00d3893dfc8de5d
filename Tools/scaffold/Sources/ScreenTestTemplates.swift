/// The tests of a generated screen, in the module's test target: a view-model test and a screen
/// test (snapshots of the screen in both appearances and of its tree, kept apart as Home's are)
/// with `Mocks/Mock<Screen>Router`.
struct ScreenTestTemplates {
    let screen: ScreenDescription
    /// The module under test, e.g. `HomeModule`.
    let module: String

    private var p: String { screen.prefix }
    private var keys: ScreenStrings { screen.strings }

    /// The three files, by path inside `folder`, the test target's folder (which ends with a slash).
    func files(in folder: String) -> [String: String] {
        [
            folder + "\(p)ViewModelTests.swift": viewModelTests,
            folder + "\(p)ScreenTests.swift": screenTests,
            folder + "Mocks/Mock\(p)Router.swift": RouteTemplates(screen: screen).mockRouter(testing: module),
        ]
    }

    /// The arguments the view model is made with in a test, before its router and strings.
    var viewModelArguments: String {
        screen.parameter.map { "\($0.name): \($0.kind.sampleSource), " } ?? ""
    }

    /// The error line a refused route gives, as a Swift string literal naming the reason.
    var refusalLine: String {
        let reason = "\\(RoutingError.notShown.description)"
        return "\"" + keys.error.english.replacingPlaceholder(with: reason) + "\""
    }

    /// The view-model tests of Done that every generated screen has: the route asked for, a
    /// refusal shown as the error line with the screen redrawn, and a later route clearing it;
    /// each line indented for a suite's body, the last one ending the last test.
    static func doneRouteTests(route: String, refusal: String) -> String {
        """
            @Test func doneAsksForItsRoute() {
                makeViewModel().didTapDone()
                #expect(router.routes == [.\(route)])
            }

            @Test func aRefusedRouteBecomesTheErrorLineAndTheScreenRedraws() {
                router.errorToThrow = .notShown
                let viewModel = makeViewModel()
                var redraws = 0
                viewModel.onChange = { redraws += 1 }
                viewModel.didTapDone()
                #expect(viewModel.errorMessage == \(refusal))
                #expect(redraws == 1)
            }

            @Test func aRouteCarriedOutClearsAnEarlierError() {
                router.errorToThrow = .notShown
                let viewModel = makeViewModel()
                viewModel.didTapDone()
                router.errorToThrow = nil
                viewModel.didTapDone()
                #expect(viewModel.errorMessage == nil)
                #expect(router.routes == [.\(route), .\(route)])
            }
        """
    }

    var viewModelTests: String {
        var extra = ""
        if let parameter = screen.parameter {
            extra += """

                    @Test func theValueTheScreenWasOpenedWithIsKept() {
                        #expect(makeViewModel().\(parameter.name) == \(parameter.kind.sampleSource))
                    }

                """
        }
        return """
            import DesignSystem
            import NavigationKit
            import Testing

            @testable import \(module)

            @MainActor
            @Suite struct \(p)ViewModelTests {
                let router = Mock\(p)Router()

                private func makeViewModel() -> \(p)ViewModel {
                    \(p)ViewModel(
                        \(viewModelArguments)router: router, strings: LocalizedStrings(bundle: .module, language: .english))
                }

            \(Self.doneRouteTests(route: screen.button.caseName, refusal: refusalLine))
            \(extra)}

            """
    }

    var screenTests: String {
        let id = screen.identifier
        let parameterArgument = screen.parameter.map { "\($0.name): \($0.kind.sampleSource), " } ?? ""
        var extra = ""
        if let parameter = screen.parameter, let value = keys.value {
            let shown = value.english.replacingPlaceholder(with: parameter.kind.sampleShown)
            extra = """

                    @Test func theScreenShowsTheValueItWasOpenedWith() throws {
                        let harness = try screenOnStack()
                        #expect(try harness.driver.element(.identifier("\(id).\(parameter.name)")).label == "\(shown)")
                    }

                """
        }
        return """
            import Components
            import DesignSystem
            import HeadlessUI
            import NavigationKit
            import TestSupport
            import Testing

            @testable import \(module)

            @MainActor
            @Suite struct \(p)ScreenTests {
                let router = Mock\(p)Router()

                /// The \(screen.title) screen pushed over a first screen on a visible stack, as its route
                /// shows it, asking the mock for its routes.
                private func screenOnStack(_ appearance: Theme.Appearance = .light) throws -> ScreenHarness {
                    let resolved = try theme(appearance)
                    let harness = try ScreenHarness(theme: resolved) { _ in ViewController() }
                    let viewModel = \(p)ViewModel(
                        \(parameterArgument)router: router, strings: LocalizedStrings(bundle: .module, language: resolved.language))
                    try harness.router.push(
                        \(p)ViewController(viewModel: viewModel, components: Components(theme: resolved)), animated: false)
                    return harness
                }

                @Test(arguments: Theme.Appearance.allCases)
                func \(screen.identifier)Screen(_ appearance: Theme.Appearance) throws {
                    let (screen, tree) = try screenOnStack(appearance).renders()
                    expectSnapshot(screen, named: appearance.rawValue)
                    expectSnapshot(tree, named: "tree")
                }

                @Test func tappingDoneAsksForTheRoute() throws {
                    let harness = try screenOnStack()
                    try harness.driver.tap(.identifier("\(id).done"))
                    #expect(router.routes == [.\(screen.button.caseName)])
                }

                @Test func aRefusedRouteIsShownOnTheScreen() throws {
                    router.errorToThrow = .notShown
                    let harness = try screenOnStack()
                    try harness.driver.tap(.identifier("\(id).done"))
                    #expect(try harness.driver.element(.identifier("\(id).error")).label == \(refusalLine))
                }
            \(extra)}

            """
    }
}
