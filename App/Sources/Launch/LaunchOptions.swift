import DesignSystem
import Foundation
import HeadlessDefaults
import HeadlessUI

/// How the app is launched: where its state lives and how it looks.
public struct LaunchOptions: Equatable {
    /// The build configuration's name: `dev`, `staging` or `production`.
    public var configurationName = AppConfiguration.defaultName
    /// The state file; `nil` uses the configuration's default location.
    public var statePath: String?
    /// Start from an empty session, deleting what was stored.
    public var clearState = false
    /// Light or dark tokens.
    public var appearance: Theme.Appearance = .light
    /// The text size the fonts are scaled to.
    public var textSize = TextSize.large
    /// The language every screen speaks, and so its layout direction.
    public var language = Language.english
    /// Whether each change to the state file flushes to survive a power cut; `nil` leaves it to
    /// the command (full for a session a person uses, relaxed for scratch state).
    public var durability: Durability?
    /// Keep the session in memory only, touching no file (benchmarks isolate the app's own
    /// cost with it); the content cache then stays in memory too.
    var keepsStateInMemory = false
    /// The content server to talk to in place of the configuration's (the tools' embedded
    /// server on loopback); `nil` uses the configuration's `contentBaseURL`.
    public var contentBaseURL: URL?
    /// The deep link the app is launched with, as when a person taps one while the app is not
    /// running: it opens at launch, in place of where the person was.
    public var link: String?

    /// Options with every value given or left at its default, as a memberwise initializer
    /// would take them.
    public init(
        configurationName: String = AppConfiguration.defaultName, statePath: String? = nil, clearState: Bool = false,
        appearance: Theme.Appearance = .light, textSize: TextSize = .large, language: Language = .english,
        durability: Durability? = nil, keepsStateInMemory: Bool = false, contentBaseURL: URL? = nil,
        link: String? = nil
    ) {
        self.configurationName = configurationName
        self.statePath = statePath
        self.clearState = clearState
        self.appearance = appearance
        self.textSize = textSize
        self.language = language
        self.durability = durability
        self.keepsStateInMemory = keepsStateInMemory
        self.contentBaseURL = contentBaseURL
        self.link = link
    }
}
