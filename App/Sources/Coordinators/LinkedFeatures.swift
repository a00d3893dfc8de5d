/// The feature modules a link of their own reaches, by the link's host (`example://<host>`): for
/// each module it generates, `make feature` writes its coordinator and adds its line here, and App
/// needs no other change to reach it. Reaching it from another feature instead (a row in
/// Profile, a tab) is the README's recipe.
enum LinkedFeatures {
    /// Makes the coordinator of the feature a host names.
    typealias Start = @MainActor (AppContext) -> any LinkedFeatureCoordinator

    /// Every linked feature's host and coordinator; a host is never one of the tabs'.
    static let entries: [(host: String, start: Start)] = [
        // make feature: linked features
    ]

    /// The coordinators by host.
    static var all: [String: Start] {
        Dictionary(entries.map { ($0.host, $0.start) }) { first, _ in first }
    }
}
