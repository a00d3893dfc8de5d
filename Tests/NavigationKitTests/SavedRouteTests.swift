import Testing

@testable import NavigationKit

/// A feature's route as the state file keeps it: the same route is the same text, and text that
/// is not one of the feature's routes, or is past the bound, reads as none.
struct SavedRouteTests {
    private enum Route: Codable, Equatable {
        case detail(itemID: String)
    }

    @Test func aRouteReadsBackAndTheSameRouteIsTheSameText() throws {
        let text = try #require(SavedRoute.text(Route.detail(itemID: "h4")))
        #expect(SavedRoute.route(Route.self, from: text) == .detail(itemID: "h4"))
        #expect(SavedRoute.text(Route.detail(itemID: "h4")) == text)
    }

    @Test(arguments: ["", "not json", #"{"other":{}}"#, #"{"detail":{"itemID":7}}"#])
    func textThatIsNotOneOfTheFeaturesRoutesReadsAsNone(text: String) {
        #expect(SavedRoute.route(Route.self, from: text) == nil)
    }

    @Test func textPastTheBoundIsNotRead() {
        let padded = #"{"detail":{"itemID":""# + String(repeating: "x", count: SavedRoute.maximumLength) + #""}}"#
        #expect(SavedRoute.route(Route.self, from: padded) == nil)
    }
}
