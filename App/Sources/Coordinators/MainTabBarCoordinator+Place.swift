import SessionStore

extension MainTabBarCoordinator {
    /// Where the person is: the selected tab, and each tab's route as its feature saves it.
    func savedPlace() -> SavedPlace {
        var routes: [String: String] = [:]
        for coordinator in tabCoordinators {
            routes[coordinator.tab.title.lowercased()] = coordinator.feature?.savedRoute()
        }
        return SavedPlace(selectedTab: selectedTab.title.lowercased(), routes: routes)
    }

    /// Shows `place` again: its tab selected, then each tab's route handed to the tab's feature,
    /// which rebuilds it through the routes a tap takes. Returns the tabs whose route no feature
    /// could read (a route an older or newer build wrote): those tabs stay at their first screen.
    func restore(_ place: SavedPlace) -> [MainTab] {
        if let tab = MainTab(name: place.selectedTab) { select(tab) }
        var unread: [MainTab] = []
        for coordinator in tabCoordinators {
            guard let route = place.routes[coordinator.tab.title.lowercased()] else { continue }
            if coordinator.feature?.restore(route) != true { unread.append(coordinator.tab) }
        }
        return unread
    }
}
