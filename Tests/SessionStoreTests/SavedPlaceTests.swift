import Foundation
import Testing

@testable import SessionStore

/// Where the person was, kept in the state file beside the session: read back exactly, dropped
/// (never the session with it) when it is damaged or past its bounds, and forgotten with the
/// session.
struct SavedPlaceTests {
    private let place = SavedPlace(
        selectedTab: "explore",
        routes: ["explore": #"{"detail":{"detail":{"itemID":"e4"}},"query":"coordinator"}"#, "home": "{}"])

    private var loggedIn: SessionState {
        var state = SessionState(isLoggedIn: true, displayName: "Ada", email: "ada@example.com")
        state.place = place
        return state
    }

    /// The file as Foundation writes `session` under the key `session`, in XML.
    private func xmlFile(session: [String: Any]) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: ["session": session], format: .xml, options: 0)
    }

    @Test func aPlaceReadsBackUnchangedAndAFileWithoutOneHasNone() throws {
        #expect(try SessionPropertyList.decode(Data(SessionPropertyList.encode(loggedIn))) == loggedIn)
        var without = loggedIn
        without.place = nil
        #expect(try SessionPropertyList.decode(Data(SessionPropertyList.encode(without))).place == nil)
    }

    @Test func foundationReadsThePlaceAsWritten() throws {
        let root =
            try PropertyListSerialization.propertyList(from: Data(SessionPropertyList.encode(loggedIn)), format: nil)
            as? [String: Any]
        let stored = try #require((root?["session"] as? [String: Any])?["place"] as? [String: Any])
        #expect(stored["tab"] as? String == "explore")
        #expect(stored["routes"] as? [String: String] == place.routes)
    }

    /// A damaged or oversized place, by what is wrong with it.
    private static func damagedPlace(_ name: String) -> [String: Any] {
        switch name {
        case "a tab that is a number": ["tab": 3]
        case "a route that is a number": ["tab": "home", "routes": ["home": 7]]
        case "routes that are not a dictionary": ["tab": "home", "routes": "not a dictionary"]
        case "no tab": ["routes": ["home": "{}"]]
        case "more routes than the bound":
            ["tab": "home", "routes": Dictionary(uniqueKeysWithValues: (0..<17).map { ("tab\($0)", "{}") })]
        default:
            ["tab": "home", "routes": ["home": String(repeating: "x", count: SavedPlace.maximumRouteLength + 1)]]
        }
    }

    @Test(arguments: [
        "a tab that is a number", "a route that is a number", "routes that are not a dictionary", "no tab",
        "more routes than the bound", "a route longer than the bound",
    ])
    func aDamagedOrOversizedPlaceIsDroppedAndTheSessionIsReadAsEver(damage: String) throws {
        let data = try xmlFile(
            session: ["isLoggedIn": true, "email": "ada@example.com", "place": Self.damagedPlace(damage)])
        let state = try SessionPropertyList.decode(data)
        #expect(state.isLoggedIn)
        #expect(state.email == "ada@example.com")
        #expect(state.place == nil)
    }

    @Test func thePlaceIsKeptOnlyForSomeoneLoggedInAndGoesWithTheSession() throws {
        let path = StatePaths.fresh()
        let file = StateFile(path: path)
        _ = file.read()
        let store = PropertyListSessionStore(file: file)
        #expect(!store.keepPlace(place), "nobody is logged in: nothing to keep")
        #expect(store.place == nil)

        store.markLoggedIn(email: "ada@example.com", displayName: "Ada")
        #expect(store.keepPlace(place))
        guard case let .usable(read) = StateFile(path: path).read() else {
            Issue.record("the state file is not usable")
            return
        }
        #expect(read.place == place, "the next launch reads it")

        store.markLoggedOut()
        #expect(store.place == nil)
        store.markLoggedIn(email: "grace@example.com", displayName: "Grace")
        #expect(store.place == nil, "the next person starts at the first screens")
        store.keepPlace(place)
        store.clear()
        guard case let .usable(cleared) = StateFile(path: path).read() else {
            Issue.record("the state file is not usable")
            return
        }
        #expect(cleared.place == nil)
    }

    @Test func aPlacePastItsBoundsIsNotKept() {
        let store = PropertyListSessionStore(file: nil)
        store.markLoggedIn(email: "ada@example.com", displayName: "Ada")
        let tooLong = SavedPlace(
            selectedTab: "home", routes: ["home": String(repeating: "x", count: SavedPlace.maximumRouteLength + 1)])
        #expect(!store.keepPlace(tooLong))
        let tooMany = SavedPlace(
            selectedTab: "home",
            routes: Dictionary(uniqueKeysWithValues: (0...SavedPlace.maximumRouteCount).map { ("tab\($0)", "{}") }))
        #expect(!store.keepPlace(tooMany))
        #expect(store.place == nil)
    }
}
