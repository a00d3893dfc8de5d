import Foundation

/// What the app ships beside its code: the configurations and the bundled flow files (the
/// tour and the screen catalogue), found without a source tree at hand.
public enum AppResources {
    /// The bundle that holds `Configurations/` and `Flows/`.
    public static var bundle: Bundle { .module }
}
