import DesignSystem
import HeadlessUI

/// What every coordinator receives from the launcher: the theme, the one session store, and
/// how the window animates between the logged-out and logged-in flows.
struct AppContext {
    /// The build configuration: display name, URL scheme.
    let configuration: AppConfiguration
    /// The resolved design tokens.
    let theme: Theme
    /// The session, seen by each module through its own narrow protocol.
    let session: any AppSessionStoring
    /// The services the features are given, each through its own protocol.
    let services: AppServices
    /// The root swap on login and logout (a cross-dissolve with the token duration).
    let flowTransition: Window.TransitionStyle
    /// The feature modules a link of their own reaches, by the link's host.
    var linkedFeatures: [String: LinkedFeatures.Start] = LinkedFeatures.all
}
