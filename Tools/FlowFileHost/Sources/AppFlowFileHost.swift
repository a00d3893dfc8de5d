import App
import Components
import DesignSystem
import FlowRunner
import Foundation
import HeadlessDefaults
import HeadlessUI
import HeadlessUITesting
import SessionStore

/// Gives flow files the real app: each launch is a fresh window, coordinator and session on
/// this host's own state file, so a flow can quit and relaunch and find what it stored.
public final class AppFlowFileHost: FlowFileHosting {
    private let statePath: String
    /// The appearance every launch is styled in; `setDarkMode` changes it, as the device's
    /// setting would.
    private var appearance: Theme.Appearance
    private let textSize: TextSize
    /// The language apps launch in, unless a flow's `launchApp` arguments name another.
    private let language: Language
    private let keepsStateInMemory: Bool
    /// Whether the state file's writes flush to survive a power cut.
    private let durability: Durability
    /// Hears what each launched app says about its session; `nil` leaves it to the screen.
    private let notices: NoticeTally?
    /// Why the state file could not be made ready; every launch then fails saying so.
    private let setUpProblem: String?
    /// The calls that read and replace the state file.
    private let stateFileSystem: any StateFileSystem
    private var app: LaunchedApp?
    /// The language the running app was launched in.
    private var launchedLanguage = Language.english
    /// The launch argument naming the language: `launchApp: {arguments: {language: de}}`.
    static let languageArgument = "language"
    /// The configuration the flow's `appId` chose.
    private var configurationName = AppConfiguration.defaultName
    /// Told the name and screen of every `takeScreenshot` step.
    public var onScreenshot: ((String, Screen) -> Void)?
    /// The content server the apps talk to: `nil` for the embedded one, whose scenario each
    /// launch's `contentScenario` argument switches; a server given here is used as it is.
    private let contentBaseURL: URL?
    /// Services the apps get their content from instead of a server: a benchmark's in memory.
    private let services: AppServices?

    /// A host whose app keeps its state at `statePath`, styled in `appearance` at `textSize` and
    /// speaking `language` (which lays it out left to right or right to left); with `keepsStateInMemory` every
    /// launch starts from an empty session that is never written (benchmarks isolate the
    /// app's own cost with it).
    ///
    /// `notices` hears each app's launch notice and every change it could not save;
    /// `setUpProblem` says why the state file could not be made ready, and fails every launch;
    /// `stateFileSystem` makes the calls that read and replace the state file (a benchmark or a
    /// test counts them); `services`, when given, answer the apps' content instead of a server.
    public init(
        statePath: String, appearance: Theme.Appearance = .light, textSize: TextSize = .large,
        language: Language = .english, keepsStateInMemory: Bool = false, durability: Durability = .full,
        notices: NoticeTally? = nil,
        setUpProblem: String? = nil,
        stateFileSystem: any StateFileSystem = PosixStateFileSystem(),
        contentBaseURL: URL? = nil,
        services: AppServices? = nil
    ) {
        self.stateFileSystem = stateFileSystem
        self.contentBaseURL = contentBaseURL
        self.services = services
        self.durability = durability
        self.statePath = statePath
        self.appearance = appearance
        self.textSize = textSize
        self.language = language
        self.keepsStateInMemory = keepsStateInMemory
        self.notices = notices
        self.setUpProblem = setUpProblem
    }

    /// Hosts for a suite of flows run one after another, as `App test` runs them: each starts
    /// from an empty session, all on one state file in a temporary folder that goes with the
    /// last host, rather than a new file for every flow: on ext4 without a journal a new inode
    /// is slow to allocate after many files were deleted (see FileReplacement).
    ///
    /// A shared state file that cannot be emptied fails the next flow at its launch, saying
    /// why, and counts in `notices` as a change that could not be saved. `stateFileSystem`
    /// makes every call on the file, the emptying included; `services`, when given, answer the
    /// apps' content instead of a server.
    public static func suite(
        appearance: Theme.Appearance = .light, language: Language = .english, durability: Durability = .relaxed,
        notices: NoticeTally? = nil, stateFileSystem: any StateFileSystem & Sendable = PosixStateFileSystem(),
        contentBaseURL: URL? = nil, services: AppServices? = nil
    )
        -> @MainActor @Sendable () -> AppFlowFileHost
    {
        let states = TemporaryStateFolder()
        return {
            do throws(StateFileReason) {
                return AppFlowFileHost(
                    statePath: try states.emptiedSharedStatePath(durability: durability, fileSystem: stateFileSystem),
                    appearance: appearance, language: language, durability: durability, notices: notices,
                    stateFileSystem: stateFileSystem, contentBaseURL: contentBaseURL, services: services)
            } catch {
                let problem = "cannot empty the flows' shared state file: \(error.description)"
                notices?.preparationFailed(problem)
                return AppFlowFileHost(
                    statePath: states.sharedStatePath, appearance: appearance, language: language,
                    durability: durability, notices: notices, setUpProblem: problem, stateFileSystem: stateFileSystem,
                    contentBaseURL: contentBaseURL, services: services)
            }
        }
    }

    /// Chooses the configuration whose bundle identifier a flow's `appId` names.
    public func selectApp(identifier: String?) throws {
        guard let identifier else { return }
        configurationName = try AppConfigurations.identified(by: identifier).name
    }

    /// Launches the app (again), keeping or clearing its session, and returns its window.
    public func launch(clearState: Bool) throws -> Window {
        try launch(clearState: clearState, arguments: [:])
    }

    /// Launches the app; the launch argument `language` (`launchApp: {arguments: {language: de}}`)
    /// chooses the language of this launch, as `--language` does for the run, and
    /// `contentScenario` (`failing-once`, `slow:3000`, `offline`: see docs/content-server.md)
    /// switches the embedded content server before the app starts, as teams switch a mock server;
    /// a launch without it has the server behave normally. Other arguments are the app's to
    /// ignore, as an iOS app ignores launch arguments it does not read.
    public func launch(clearState: Bool, arguments: [String: String]) throws -> Window {
        if let setUpProblem { throw FlowFileHostError(message: setUpProblem) }
        var language = self.language
        if let code = arguments[Self.languageArgument] {
            guard let chosen = Language(code: code) else {
                throw FlowFileHostError(
                    message: "launch argument \(Self.languageArgument) takes one of "
                        + "\(Language.codes.joined(separator: ", ")), not '\(code)'")
            }
            language = chosen
        }
        launchedLanguage = language
        var options = LaunchOptions(
            configurationName: configurationName, statePath: statePath, clearState: clearState,
            appearance: appearance, textSize: textSize, language: language, durability: durability,
            keepsStateInMemory: keepsStateInMemory)
        try refuseScenario(in: arguments)
        if services == nil { options.contentBaseURL = try contentServer(for: arguments) }
        let launched = try AppLauncher.launch(options, services: services, stateFileSystem: stateFileSystem)
        if let notices {
            if let notice = launched.notice { notices.launchNotice(notice) }
            launched.onSaveFailure = { [weak notices] in notices?.saveFailed($0) }
        }
        app = launched
        return launched.window
    }

    /// Refuses a scenario when this host's content does not come from the embedded server: a
    /// flow that needs the server to fail would otherwise pass or fail for the wrong reason.
    private func refuseScenario(in arguments: [String: String]) throws {
        guard arguments[EmbeddedContentServer.scenarioArgument] != nil else { return }
        let source: String
        if services != nil {
            source = "this run's content is answered in memory"
        } else if let contentBaseURL {
            source = "this run talks to \(contentBaseURL.absoluteString)"
        } else {
            return
        }
        throw FlowFileHostError(
            message: "launch argument \(EmbeddedContentServer.scenarioArgument) switches the embedded content server; "
                + source)
    }

    /// The server this launch talks to: the one given, or the embedded one switched to the
    /// scenario `arguments` name.
    private func contentServer(for arguments: [String: String]) throws -> URL {
        if let contentBaseURL { return contentBaseURL }
        let server = try EmbeddedContentServer.shared()
        server.switchScenario(to: try EmbeddedContentServer.scenario(in: arguments))
        return server.baseURL
    }

    /// Sends the running app to the background, where it keeps where the person is, unless it
    /// is `killed`; either way it is gone until the next launch.
    public func stop(killed: Bool) {
        if !killed { app?.enterBackground() }
        app = nil
    }

    /// Empties the session, as `clearState` does.
    public func clearState() throws {
        if let app {
            // The app has already said why, on screen and to `notices`.
            guard app.session.clear() else {
                throw FlowFileHostError(message: "the session could not be cleared: it could not be saved")
            }
        } else if !keepsStateInMemory {
            do {
                try StateFile(path: statePath, durability: durability, fileSystem: stateFileSystem).write(.empty)
            } catch {
                notices?.preparationFailed("cannot clear the state file: \(error.description)")
                throw FlowFileHostError(message: "the state could not be cleared: \(error.description)")
            }
        }
    }

    /// Hands `link` to the app as the system would.
    public func openLink(_ url: String) throws {
        guard let app else { throw FlowFileHostError(message: "no app is running; launch it before opening a link") }
        let outcome = app.coordinator.handle(url)
        // As on a device, the link is handed over and the app decides: a refused link
        // completes the step and the app says why on screen.
        guard case .rejected = outcome else { return }
        try AppNotice.present(
            title: AppNotice.refusedLinkTitle(in: launchedLanguage), reason: app.coordinator.message(for: outcome),
            on: app.window, components: Components(theme: try Self.theme(appearance).speaking(launchedLanguage)))
    }

    /// Themes by appearance, loaded once: validating the tokens costs more than a whole flow.
    private static var themes: [Theme.Appearance: Theme] = [:]

    private static func theme(_ appearance: Theme.Appearance) throws -> Theme {
        if let theme = themes[appearance] { return theme }
        let theme = try DesignTokens.bundled().theme(appearance)
        themes[appearance] = theme
        return theme
    }

    /// The screen of `window` drawn as SVG.
    public func svg(of screen: Screen) -> String? {
        SVGRenderer().render(screen)
    }

    /// Writes the picture `takeScreenshot` asked for.
    public func screenshotTaken(_ name: String, of screen: Screen) {
        onScreenshot?(name, screen)
    }

    /// What the accessibility audit finds on the screen of `window`.
    public func accessibilityIssues(of screen: Screen) -> [String] {
        AccessibilityAudit.wcag.findings(in: screen).map(\.description)
    }

    /// Whether the app is styled dark.
    public var isDarkMode: Bool? { appearance == .dark }

    /// Switches the appearance for the launches after it. Screens are styled when they are
    /// built, so the app that is running keeps the appearance it was launched in, as a
    /// `launchApp` after `setDarkMode` shows the new one.
    public func setDarkMode(_ isDark: Bool) throws {
        appearance = isDark ? .dark : .light
    }
}
