/// Where the person was when the app last went to the background, as the app saved it: the tab
/// that was selected and, per tab, the route its feature gave for its stack, in the feature's own
/// words. The store keeps the routes as text and never reads them; each feature reads its own.
public nonisolated struct SavedPlace: Equatable, Sendable {
    /// The most routes a place keeps: one per tab, with room for tabs to come. A file that lists
    /// more keeps no place.
    public static let maximumRouteCount = 16
    /// The longest route kept, in UTF-8 bytes: a journey's draft fits (a report is at most 5,000
    /// characters); a file with a longer one keeps no place.
    public static let maximumRouteLength = 64 * 1024

    /// The selected tab's name.
    public var selectedTab: String
    /// Each tab's route by the tab's name; a tab at its first screen has none.
    public var routes: [String: String]

    /// The place with `selectedTab` selected and `routes` on the tabs they name.
    public init(selectedTab: String, routes: [String: String] = [:]) {
        self.selectedTab = selectedTab
        self.routes = routes
    }

    /// Whether the place is within the bounds a saved one keeps.
    var isWithinBounds: Bool {
        routes.count <= Self.maximumRouteCount
            && routes.allSatisfy { $0.key.utf8.count <= 64 && $0.value.utf8.count <= Self.maximumRouteLength }
            && selectedTab.utf8.count <= 64
    }
}
