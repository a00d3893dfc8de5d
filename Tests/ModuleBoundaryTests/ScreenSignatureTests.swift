import DependencyGraph
import Foundation
import Testing

/// Every screen of every feature has one signature per role, read from the modules' symbol
/// graphs (what the compiler built, not file names), so the screen a newcomer copies is the
/// one the scaffold writes.
@Suite struct ScreenSignatureTests {
    /// Departures the screens still have, each to be removed here when its screen is brought
    /// into shape: a new departure fails, and so does one listed here that is gone.
    static let knownDepartures: Set<String> = []

    /// Every departure of the package's feature modules, module by module.
    static func departures() throws -> [String] {
        var departures: [String] = []
        for module in try FeatureShapeTests.featureModules() {
            let symbols = try SymbolGraphReader.symbols(
                of: "\(module.name)Module", buildPath: PackageUnderTest.buildPath, minimumAccess: "private")
            departures += ScreenSignatures(name: module.name).departures(in: symbols).map { "\(module.name): \($0)" }
            let sources = PackageUnderTest.root + "/Modules/\(module.name)Module/Sources/"
            let folders = Set(
                module.files.compactMap { $0.split(separator: "/").count == 2 ? $0.split(separator: "/")[0] : nil })
            for folder in folders.sorted() {
                var texts: [String: String] = [:]
                for file in module.files where file.hasPrefix("\(folder)/") {
                    texts[String(file.dropFirst(folder.count + 1))] = try String(
                        contentsOfFile: sources + file, encoding: .utf8)
                }
                departures += ScreenSignatures.stringsDepartures(screen: String(folder), texts: texts).map {
                    "\(module.name): \($0)"
                }
            }
        }
        return departures
    }

    @Test func everyScreenHasTheOneSignatureOfEachRole() throws {
        let found = try Self.departures()
        #expect(!found.isEmpty || Self.knownDepartures.isEmpty)
        for departure in found where !Self.knownDepartures.contains(departure) {
            Issue.record(Comment(rawValue: departure))
        }
        for fixed in Self.knownDepartures.subtracting(found).sorted() {
            Issue.record(Comment(rawValue: "no longer departs; remove it from knownDepartures: \(fixed)"))
        }
    }

    /// The Home screen in its model shape, as the symbol graph reports it.
    private static let modelHome: [APISymbol] = [
        APISymbol(path: ["HomeFactory"], kind: "enum", declaration: "enum HomeFactory"),
        APISymbol(
            path: ["HomeFactory", "make(dependencies:)"], kind: "type.method",
            declaration: "@MainActor static func make(dependencies: HomeDependencies) -> HomeViewController"),
        APISymbol(path: ["HomeNodeTree"], kind: "class", declaration: "final class HomeNodeTree"),
        APISymbol(
            path: ["HomeNodeTree", "make(for:)"], kind: "method",
            declaration: "@MainActor func make(for viewModel: HomeViewModel) -> ViewNode"),
        APISymbol(
            path: ["HomeViewModel", "router"], kind: "property",
            declaration: "@MainActor private let router: any HomeRouting"),
        APISymbol(
            path: ["HomeViewController", "tree"], kind: "property",
            declaration: "@MainActor private let tree: HomeNodeTree"),
        APISymbol(
            path: ["HomeRouter", "coordinator"], kind: "property",
            declaration: "@MainActor private weak var coordinator: HomeCoordinator?"),
    ]

    private func departures(replacing path: [String], with symbol: APISymbol?) -> [String] {
        var symbols = Self.modelHome.filter { $0.path != path }
        if let symbol { symbols.append(symbol) }
        return ScreenSignatures(name: "Home").departures(in: symbols)
    }

    @Test func theModelScreenHasNoDeparture() {
        #expect(ScreenSignatures(name: "Home").departures(in: Self.modelHome) == [])
    }

    @Test func aFactoryWithAnotherSignatureIsNamedWithTheOneItShouldHave() {
        let found = departures(
            replacing: ["HomeFactory", "make(dependencies:)"],
            with: APISymbol(
                path: ["HomeFactory", "make(theme:router:)"], kind: "type.method",
                declaration: "@MainActor static func make(theme: Theme, router: Router?) -> ViewController"))
        #expect(
            found == [
                "HomeFactory.make(theme:router:) is `static func make(theme: Theme, router: Router?) -> ViewController`; "
                    + "a factory is `static func make(dependencies: HomeDependencies[, its coordinator][, the route's "
                    + "values]) -> HomeViewController`"
            ])
    }

    @Test func anOptionalRouterIsNamed() {
        let found = departures(
            replacing: ["HomeViewModel", "router"],
            with: APISymbol(
                path: ["HomeViewModel", "router"], kind: "property",
                declaration: "@MainActor private var router: (any HomeRouting)?"))
        #expect(
            found == [
                "HomeViewModel.router is `private var router: (any HomeRouting)?`; a view model's router is given at "
                    + "init and never optional: `private let router: any HomeRouting`"
            ])
    }

    @Test func aViewControllerOverridingALifecycleMethodTheHooksCoverIsNamed() {
        let found = departures(
            replacing: [],
            with: APISymbol(
                path: ["HomeViewController", "viewWillAppear(_:)"], kind: "method",
                declaration: "@MainActor override func viewWillAppear(_ animated: Bool)"))
        #expect(
            found == [
                "HomeViewController overrides viewWillAppear(_:); the view model's hooks (screenWillAppear, "
                    + "screenDidDisappear) are where appearing and disappearing reach the screen"
            ])
    }

    @Test func aViewControllerKeepingStateIsNamed() {
        let found = departures(
            replacing: [],
            with: APISymbol(
                path: ["HomeViewController", "appName"], kind: "property",
                declaration: "@MainActor private let appName: String"))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("HomeViewController keeps `private let appName: String`") == true)
    }

    @Test func aScreenRouterOwningACoordinatorIsNamed() {
        let found = departures(
            replacing: ["HomeRouter", "coordinator"],
            with: APISymbol(
                path: ["HomeRouter", "journeys"], kind: "property",
                declaration: "@MainActor let journeys: ChildCoordinators"
            ))
        #expect(
            found == [
                "HomeRouter owns `let journeys: ChildCoordinators`; a journey is owned by a coordinator, never by a "
                    + "screen router"
            ])
    }

    @Test func aNodeTreeOfAnotherShapeIsNamed() {
        let asStruct = departures(
            replacing: ["HomeNodeTree"],
            with: APISymbol(path: ["HomeNodeTree"], kind: "struct", declaration: "struct HomeNodeTree"))
        #expect(asStruct.count == 1)
        #expect(asStruct.first?.hasPrefix("HomeNodeTree is a struct; a node tree is a final class") == true)
        let withCallbacks = departures(
            replacing: ["HomeNodeTree", "make(for:)"],
            with: APISymbol(
                path: ["HomeNodeTree", "make(rows:onRemove:)"], kind: "method",
                declaration: "@MainActor func make(rows: [Row], onRemove: (String) -> Void) -> ViewNode"))
        #expect(
            withCallbacks == [
                "HomeNodeTree makes with make(rows:onRemove:); a node tree has one `func make(for viewModel: "
                    + "HomeViewModel) -> ViewNode`"
            ])
    }

    @Test func aSecondStringsConstructionInAScreenIsNamed() {
        let found = ScreenSignatures.stringsDepartures(
            screen: "Home",
            texts: [
                "HomeFactory.swift": "strings: LocalizedStrings(bundle: .module, language: theme.language)",
                "HomeViewController.swift":
                    "title: LocalizedStrings(bundle: .module, language: language).localized(\"t\")",
            ])
        #expect(
            found == [
                "Home/HomeViewController.swift builds its strings 1 time; a screen's strings are built once, in "
                    + "HomeFactory, and owned by HomeViewModel as `let strings`"
            ])
    }
}
