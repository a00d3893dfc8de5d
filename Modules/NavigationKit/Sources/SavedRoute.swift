import Foundation

/// A feature's route as the state file keeps it: the feature's own route value as JSON text,
/// which only that feature reads back. App and the session store carry it without looking in.
public enum SavedRoute {
    /// The longest route text read back, in UTF-8 bytes (the session store keeps none longer).
    public static let maximumLength = 64 * 1024

    /// `route` as text; `nil` when it cannot be written.
    public static func text(_ route: some Encodable) -> String? {
        let encoder = JSONEncoder()
        // The same route is always the same text, so an unchanged place is not saved again.
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(route) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The route `text` holds, when it is one of `Route`'s values and within `maximumLength`;
    /// `nil` for anything else (a route a newer or older build wrote, a damaged file).
    public static func route<Route: Decodable>(_ type: Route.Type, from text: String) -> Route? {
        guard text.utf8.count <= maximumLength else { return nil }
        return try? JSONDecoder().decode(Route.self, from: Data(text.utf8))
    }
}
