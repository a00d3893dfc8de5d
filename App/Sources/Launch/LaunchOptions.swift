import DesignSystem
import HeadlessUI

/// How the app is launched: where its state lives and how it looks.
struct LaunchOptions: Equatable {
    /// The build configuration's name: `dev`, `staging` or `production`.
    var configurationName = AppConfiguration.defaultName
    /// The state file; `nil` uses the configuration's default location.
    var statePath: String?
    /// Start from an empty session, deleting what was stored.
    var clearState = false
    /// Light or dark tokens.
    var appearance: Theme.Appearance = .light
    /// The text size the fonts are scaled to.
    var textSize = TextSize.large
    /// The language every screen speaks, and so its layout direction.
    var language = Language.english
    /// Whether each change to the state file flushes to survive a power cut; `nil` leaves it to
    /// the command (full for a session a person uses, relaxed for scratch state).
    var durability: Durability?
    /// Keep the session in memory only, touching no file (benchmarks isolate the app's own
    /// cost with it).
    var keepsStateInMemory = false
}
