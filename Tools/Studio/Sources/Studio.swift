import App
import DesignSystem
import FlowRunner
import Foundation
import HeadlessUI
import HeadlessUITesting
import SessionStore

/// The studio's app and what the page does to it. Every action the page takes is a flow-file
/// command run through the same reader and runner as `App test`, on the running app; each one
/// that completes is appended to the recording, so what is recorded is exactly what ran.
///
/// `version` counts the changes a page must redraw for; the page hears of each new one on its
/// event stream (`StudioEventStreams`).
public final class Studio {
    /// The launch options the studio started with (state file, durability); the page's
    /// settings are applied over them.
    private let baseOptions: LaunchOptions
    /// The page's current choices.
    private(set) var settings: StudioSettings
    /// The configuration a flow's `appId` chose for the next launch, if it differs.
    var settingsForNextLaunch: StudioSettings?
    /// The running app.
    private(set) var app: LaunchedApp
    /// Counts changes to the screen, the settings or the flow.
    private(set) var version = 0
    /// The flow being recorded.
    private(set) var recording: StudioRecording
    /// Told each change to the session that could not be saved.
    var onSaveFailure: ((SessionSaveFailure) -> Void)?
    /// Unsaved changes across every launch, for the exit status.
    private(set) var unsavedChanges = 0
    private lazy var host = StudioFlowHost(studio: self)
    /// The folder the studio serves: the only place its commands read scripts from.
    let folder: StudioScriptFolder
    /// The most steps and repeat rounds one command, or one run of the recording, may take.
    var stepLimit = FlowFileRunner.defaultStepLimit
    /// The longest one command, or one run of the recording, may run.
    var timeLimit = FlowFileRunner.defaultTimeLimit
    private var themes: [String: Theme] = [:]

    /// Launches the app with `options`; the commands the page runs read scripts only from
    /// `folder` (the current folder unless told).
    ///
    /// - Throws: the launcher's error when the app cannot start.
    public init(options: LaunchOptions, folder: String = FileManager.default.currentDirectoryPath) throws {
        baseOptions = options
        self.folder = StudioScriptFolder(folder)
        settings = StudioSettings(options)
        app = try AppLauncher.launch(options)
        MainRunLoop.main.settle()
        recording = StudioRecording(
            bundleIdentifier: try AppConfigurations.named(options.configurationName).bundleIdentifier,
            language: options.language.code)
        watchSaveFailures()
    }

    // MARK: - Reading

    /// The current screen drawn, with its element tree.
    public func screen() -> StudioScreen {
        let drawn = DrawnScreen(app.window.screen)
        return StudioScreen(svg: drawn.svg, tree: StudioElement.tree(of: drawn))
    }

    /// The commands that fit the element at `path`, most robust selector first.
    ///
    /// - Throws: `StudioError.staleScreen` when no element is at `path` any more.
    func inspect(path: String) throws(StudioError) -> [StudioSuggestion] {
        let (node, root) = try element(at: path)
        return StudioSuggestion.suggestions(for: node, in: root)
    }

    /// The theme of the current settings, for notices drawn over the app.
    func theme() throws -> Theme {
        let options = try settings.applied(to: baseOptions)
        let key = [options.appearance.rawValue, options.textSize.rawValue, options.language.code].joined(separator: "/")
        if let theme = themes[key] { return theme }
        let theme = try DesignTokens.bundled().theme(options.appearance).sized(options.textSize)
            .speaking(options.language)
        themes[key] = theme
        return theme
    }

    // MARK: - Acting

    /// Taps the element at `path` (drawn at the page's `version`) with its most robust selector.
    ///
    /// - Throws: `StudioError` when the element is gone or cannot be named.
    public func tap(path: String) throws(StudioError) -> StudioCommandResult {
        let (node, root) = try element(at: path)
        guard let selector = StudioSelector.candidates(for: node, in: root).first else {
            throw .badRequest("this \(node.role.rawValue) has neither an identifier nor a text to tap it by")
        }
        return try run(selector.command("tapOn"), recording: true)
    }

    /// Runs `source`, one or more flow-file commands (`- ` before the first may be left out),
    /// on the running app; appends them to the recording when they complete and `recording`.
    ///
    /// - Throws: `StudioError.badRequest` for text that is not flow-file commands, or that
    ///   names a script outside the studio's folder or a flow file.
    public func run(_ source: String, recording: Bool) throws(StudioError) -> StudioCommandResult {
        let flow = try folder.confine(try Self.commands(in: source))
        host.attachesToRunningApp = !Self.startsWithLaunch(flow)
        let result = runner().run(flow)
        host.attachesToRunningApp = false
        changed()
        if result.passed, recording { try self.recording.append(Self.listed(source)) }
        return StudioCommandResult(result, command: Self.listed(source))
    }

    /// Runs the recorded flow from the top on the studio's app, as `App test` would run it:
    /// each `launchApp` in the language its arguments name, whatever the page shows now.
    ///
    /// - Throws: `StudioError.badRequest` when the flow does not parse, or names a file the
    ///   studio does not read.
    func runRecording() throws(StudioError) -> StudioCommandResult {
        let parsed: FlowFile
        do {
            parsed = try FlowFileParser.parse(recording.text, file: "studio.yaml")
        } catch {
            throw .badRequest(error.description)
        }
        let flow = try folder.confine(parsed)
        host.attachesToRunningApp = false
        let result = runner().run(flow)
        changed()
        return StudioCommandResult(result, command: nil)
    }

    /// Replaces the recorded flow with the person's edit.
    func editRecording(_ text: String) throws(StudioError) {
        try recording.replace(with: text)
        changed()
    }

    /// Starts a new recording in the language the app speaks: the header alone, run, so the
    /// app starts from a cleared session as the recording says.
    func startNewRecording() throws(StudioError) -> StudioCommandResult {
        recording = StudioRecording(bundleIdentifier: try bundleIdentifier(), language: settings.language)
        return try runRecording()
    }

    /// Launches the app again with `settings`; a change of settings restarts the app as it
    /// would on a device, so the recording gets a `launchApp`.
    func change(to requested: StudioSettings) throws(StudioError) {
        var settings = requested
        if settings.language == nil { settings.language = self.settings.language }
        guard settings != self.settings else { return }
        if settings.configuration != self.settings.configuration {
            try relaunch(settings: settings, clearState: false)
            recording = StudioRecording(bundleIdentifier: try bundleIdentifier(), language: settings.language)
        } else {
            try relaunch(settings: settings, clearState: false)
            try recording.append(StudioRecording.launch(clearState: false, language: settings.language))
        }
        changed()
    }

    /// Replaces the running app with a new launch of `settings` on the same state file.
    func relaunch(settings: StudioSettings, clearState: Bool) throws(StudioError) {
        var options = try settings.applied(to: baseOptions)
        options.clearState = clearState
        do {
            app = try AppLauncher.launch(options)
        } catch {
            throw .launchFailed("the app cannot start: \(error)")
        }
        self.settings = settings
        settingsForNextLaunch = nil
        watchSaveFailures()
        changed()
    }

    // MARK: - Internals

    private func runner() -> FlowFileRunner {
        FlowFileRunner(host: host, stepLimit: stepLimit, timeLimit: timeLimit)
    }

    /// Counts a change, once what the app asked its server for has arrived: the page shows the
    /// screen a person would see once it settled.
    private func changed() {
        MainRunLoop.main.settle()
        version += 1
    }

    private func watchSaveFailures() {
        app.onSaveFailure = { [weak self] failure in
            self?.unsavedChanges += 1
            self?.onSaveFailure?(failure)
        }
    }

    private func bundleIdentifier() throws(StudioError) -> String {
        do {
            return try AppConfigurations.named(settings.configuration).bundleIdentifier
        } catch {
            throw .badRequest(error.description)
        }
    }

    private func element(at path: String) throws(StudioError) -> (ViewNode, ViewNode) {
        guard let root = app.window.screen.topLayer?.node() else { throw .staleScreen("no screen is shown") }
        guard let node = StudioElement.node(at: path, in: root) else {
            throw .staleScreen("the screen changed: no element is at \(path) any more; pick it again")
        }
        return (node, root)
    }

    /// The commands in `source`, read as a flow file without a header.
    private static func commands(in source: String) throws(StudioError) -> FlowFile {
        let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .badRequest("type a command, such as - tapOn: \"Log in\"") }
        do {
            return try FlowFileParser.parse(listed(source), file: "command")
        } catch {
            throw .badRequest(error.description)
        }
    }

    /// `source` as list items: `- ` is put before text that does not start with one.
    private static func listed(_ source: String) -> String {
        let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
        let text = trimmed.hasPrefix("-") ? trimmed : "- " + trimmed
        return text + "\n"
    }

    private static func startsWithLaunch(_ flow: FlowFile) -> Bool {
        guard case .launchApp = flow.steps.first?.command else { return false }
        return true
    }
}
