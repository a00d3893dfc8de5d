import DependencyGraph

/// The one signature of each role of a screen (README, "The model feature module"), checked on
/// a feature module's symbol graph read at private access, so a screen that departs from it is
/// named with the signature it should have. A screen is a `<Screen>Factory` and its files.
struct ScreenSignatures {
    /// The module's name without `Module` (`Home` for `HomeModule`).
    let name: String

    /// The lifecycle methods the view model's hooks cover (`screenWillAppear`,
    /// `screenDidDisappear`), which a screen's view controller therefore never overrides.
    static let lifecycleMethods = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    /// What departs from the signatures in `symbols`, one sentence each.
    func departures(in symbols: [APISymbol]) -> [String] {
        let screens = symbols.filter { $0.path.count == 1 && $0.path[0].hasSuffix("Factory") && $0.kind == "enum" }
            .map { String($0.path[0].dropLast("Factory".count)) }
        return screens.sorted().flatMap { screen in
            factoryDepartures(screen, symbols) + nodeTreeDepartures(screen, symbols)
                + viewModelDepartures(screen, symbols) + viewControllerDepartures(screen, symbols)
                + routerDepartures(screen, symbols)
        }
    }

    /// A screen's strings are built once, in its factory, and handed to its view model: `texts`
    /// maps each file of the screen's folder to its text.
    static func stringsDepartures(screen: String, texts: [String: String]) -> [String] {
        let construction = "LocalizedStrings(bundle:"
        var departures: [String] = []
        for (file, text) in texts.sorted(by: { $0.key < $1.key }) {
            let count = text.components(separatedBy: construction).count - 1
            let allowed = file == "\(screen)Factory.swift" ? 1 : 0
            if count > allowed {
                departures.append(
                    "\(screen)/\(file) builds its strings \(count) time\(count == 1 ? "" : "s"); a screen's strings "
                        + "are built once, in \(screen)Factory, and owned by \(screen)ViewModel as `let strings`")
            }
        }
        return departures
    }

    private func members(of type: String, _ symbols: [APISymbol]) -> [APISymbol] {
        symbols.filter { $0.path.count == 2 && $0.path[0] == type && $0.extendedModule == nil }
    }

    private func factoryDepartures(_ screen: String, _ symbols: [APISymbol]) -> [String] {
        let wanted =
            "static func make(dependencies: \(name)Dependencies[, its coordinator][, the route's values]) -> "
            + "\(screen)ViewController"
        let makes = members(of: "\(screen)Factory", symbols).filter { $0.kind == "type.method" }
        guard makes.count == 1, let make = makes.first else {
            return ["\(screen)Factory has \(makes.count) static methods; a factory has one: `\(wanted)`"]
        }
        let declaration = Self.trimmed(make.declaration)
        let takesDependencies = declaration.contains("static func make(dependencies: \(name)Dependencies")
        let returnsItsScreen = declaration.hasSuffix("-> \(screen)ViewController")
        guard takesDependencies, returnsItsScreen else {
            return ["\(screen)Factory.\(make.path[1]) is `\(Self.trimmed(declaration))`; a factory is `\(wanted)`"]
        }
        return []
    }

    private func nodeTreeDepartures(_ screen: String, _ symbols: [APISymbol]) -> [String] {
        let tree = "\(screen)NodeTree"
        let wanted = "func make(for viewModel: \(screen)ViewModel) -> ViewNode"
        var departures: [String] = []
        if let type = symbols.first(where: { $0.path == [tree] }), type.kind != "class" {
            departures.append(
                "\(tree) is a \(type.kind); a node tree is a final class made with `init(components:)`, so a field "
                    + "a person types into is made once and kept")
        }
        let makes = members(of: tree, symbols).filter { $0.kind == "method" && $0.path[1].hasPrefix("make(") }
        if makes.count != 1 || makes.first.map({ Self.trimmed($0.declaration).hasSuffix(wanted) }) != true {
            let found = makes.map { $0.path[1] }.joined(separator: ", ")
            departures.append(
                "\(tree) makes with \(found.isEmpty ? "nothing" : found); a node tree has one `\(wanted)`")
        }
        return departures
    }

    private func viewModelDepartures(_ screen: String, _ symbols: [APISymbol]) -> [String] {
        let model = "\(screen)ViewModel"
        guard let router = members(of: model, symbols).first(where: { $0.path[1] == "router" }) else { return [] }
        let declaration = Self.trimmed(router.declaration)
        guard declaration.hasSuffix("let router: any \(screen)Routing") else {
            return [
                "\(model).router is `\(declaration)`; a view model's router is given at init and never optional: "
                    + "`private let router: any \(screen)Routing`"
            ]
        }
        return []
    }

    private func viewControllerDepartures(_ screen: String, _ symbols: [APISymbol]) -> [String] {
        let controller = "\(screen)ViewController"
        var departures: [String] = []
        for member in members(of: controller, symbols) {
            if Self.lifecycleMethods.contains(member.path[1]) {
                departures.append(
                    "\(controller) overrides \(member.path[1]); the view model's hooks (screenWillAppear, "
                        + "screenDidDisappear) are where appearing and disappearing reach the screen")
            } else if member.kind == "property", member.path[1] != "tree", !member.declaration.contains("{ get") {
                departures.append(
                    "\(controller) keeps `\(Self.trimmed(member.declaration))`; a view controller keeps its node "
                        + "tree only, and its view model keeps the state")
            }
        }
        return departures
    }

    private func routerDepartures(_ screen: String, _ symbols: [APISymbol]) -> [String] {
        let router = "\(screen)Router"
        // A weak reference reaches a coordinator without owning it.
        return members(of: router, symbols).filter {
            $0.kind == "property" && $0.declaration.contains("Coordinator") && !$0.declaration.contains("weak ")
        }
        .map {
            "\(router) owns `\(Self.trimmed($0.declaration))`; a journey is owned by a coordinator, never by a "
                + "screen router"
        }
    }

    /// The declaration without its attributes (`@MainActor`).
    private static func trimmed(_ declaration: String) -> String {
        declaration.split(separator: " ").filter { !$0.hasPrefix("@") }.joined(separator: " ")
    }
}
