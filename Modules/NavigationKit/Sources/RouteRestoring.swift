/// What a feature's entry offers whoever keeps where the person was, whatever its destinations:
/// the route it saves and the way it shows one again. `FeatureEntry` is one.
@MainActor
public protocol RouteRestoring {
    /// Where the person is in the feature, as text the feature reads back; `nil` at its first
    /// screen with nothing typed.
    func savedRoute() -> String?
    /// Shows again the place `route` describes; `false` for text the feature cannot read.
    func restore(_ route: String) -> Bool
}

extension FeatureEntry: RouteRestoring {}
