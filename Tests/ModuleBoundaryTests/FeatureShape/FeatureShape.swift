/// The one shape of a feature module (README, "The model feature module"), checked over a
/// module's file listing, so a module that departs from it is named with what to change.
struct FeatureShape {
    /// The module's name without `Module` (`Home` for `HomeModule`).
    let name: String

    /// What departs from the shape in `files`: paths under the module's `Sources/`, each
    /// relative to it (`HomeBuilder.swift`, `Home/HomeRouter.swift`, `Content/FeedLoader.swift`).
    func departures(files: [String]) -> [String] {
        var departures: [String] = []
        var folders: [String: Set<String>] = [:]
        for file in files {
            let parts = file.split(separator: "/").map(String.init)
            switch parts.count {
            case 1 where !allowedTopLevel.contains(parts[0]):
                departures.append("\(file): only the public surface lives at the top (\(surfaceList))")
            case 1:
                break
            case 2:
                folders[parts[0], default: []].insert(parts[1])
            default:
                departures.append("\(file): a screen folder holds files, not folders")
            }
        }
        for name in requiredTopLevel where !files.contains(name) {
            departures.append("\(name) is missing: every feature has its public \(name.dropLast(6))")
        }
        for (folder, names) in folders.sorted(by: { $0.key < $1.key }) where folder != "Content" {
            departures += Self.screenDepartures(folder: folder, files: names)
        }
        return departures
    }

    /// What departs from the screen shape in the folder `folder` holding `files`.
    static func screenDepartures(folder: String, files: Set<String>) -> [String] {
        let required = ["Factory", "ViewController", "NodeTree", "ViewModel"].map { folder + $0 + ".swift" }
        let routing = ["Routing", "Router"].map { folder + $0 + ".swift" }
        // A journey's first screen has the coordinator that owns the journey; a screen that
        // starts journeys has the coordinator that owns them.
        let coordinators = [folder + "Coordinator.swift", folder + "Journeys.swift"]
        var departures = required.filter { !files.contains($0) }.map {
            "\(folder)/\($0) is missing: every screen has its factory, view controller, node tree and view model"
        }
        let routingPresent = routing.filter(files.contains)
        if routingPresent.count == 1 {
            let missing = routing.first { !files.contains($0) } ?? ""
            departures.append(
                "\(folder)/\(missing) is missing: a screen that leads somewhere has both its Routing (the routes and the protocol) and its Router"
            )
        }
        let allowed = Set(required + routing + coordinators)
        for extra in files.subtracting(allowed).sorted() {
            departures.append(
                "\(folder)/\(extra) is not part of a screen: put a value a route carries in \(folder)Routing.swift, a row in \(folder)ViewModel.swift, shared code in a kit"
            )
        }
        return departures
    }

    private var requiredTopLevel: [String] {
        ["Builder", "Dependencies", "SessionStoring"].map { name + $0 + ".swift" }
    }

    private var allowedTopLevel: Set<String> {
        Set(requiredTopLevel + [name + "FlowDelegate.swift", name + "ContentLoading.swift"])
    }

    private var surfaceList: String {
        allowedTopLevel.sorted().joined(separator: ", ")
    }
}
