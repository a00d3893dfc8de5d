import App
import Components
import DesignSystem
import FlowFileHost
import FlowRunner
import HeadlessUI
import HeadlessUITesting

/// Runs flow-file commands on the studio's own app, through the same runner as `App test`.
/// A command typed on the page acts on the screen as it is: the runner's first launch
/// attaches to the running app instead of starting another. An explicit `launchApp`, or
/// any later launch, launches the studio's app again on its state file, in the language its
/// `language` argument names, else in English, as `App test` launches it: what the studio
/// runs is what a downloaded recording does.
final class StudioFlowHost: FlowFileHosting {
    private unowned let studio: Studio
    /// Whether the next launch that does not clear the state attaches to the running app.
    var attachesToRunningApp = false

    init(studio: Studio) {
        self.studio = studio
    }

    func selectApp(identifier: String?) throws {
        guard let identifier else { return }
        let configuration = try AppConfigurations.identified(by: identifier)
        if configuration.name != studio.settings.configuration {
            var settings = studio.settings
            settings.configuration = configuration.name
            studio.settingsForNextLaunch = settings
        }
    }

    func launch(clearState: Bool) throws -> Window {
        try launch(clearState: clearState, arguments: [:])
    }

    func launch(clearState: Bool, arguments: [String: String]) throws -> Window {
        if attachesToRunningApp, !clearState, arguments.isEmpty, studio.settingsForNextLaunch == nil {
            attachesToRunningApp = false
            return studio.app.window
        }
        attachesToRunningApp = false
        var settings = studio.settingsForNextLaunch ?? studio.settings
        let language = arguments[StudioRecording.languageArgument] ?? Language.english.code
        guard Language(code: language) != nil else {
            throw FlowFileHostError(
                message: "launch argument \(StudioRecording.languageArgument) takes one of "
                    + "\(Language.codes.joined(separator: ", ")), not '\(language)'")
        }
        settings.language = language
        do throws(StudioError) {
            try studio.relaunch(settings: settings, clearState: clearState)
        } catch {
            throw FlowFileHostError(message: error.description)
        }
        return studio.app.window
    }

    func clearState() throws {
        guard studio.app.session.clear() else {
            throw FlowFileHostError(message: "the session could not be cleared: it could not be saved")
        }
    }

    func openLink(_ url: String) throws {
        let app = studio.app
        let outcome = app.coordinator.handle(url)
        guard case .rejected = outcome else { return }
        let theme = try studio.theme()
        try AppNotice.present(
            title: AppNotice.refusedLinkTitle(in: theme.language), reason: app.coordinator.message(for: outcome),
            on: app.window, components: Components(theme: theme))
    }

    func svg(of screen: Screen) -> String? {
        SVGRenderer().render(screen)
    }

    func screenshotTaken(_ name: String, of screen: Screen) {}

    func accessibilityIssues(of screen: Screen) -> [String] {
        AccessibilityAudit.wcag.findings(in: screen).map(\.description)
    }
}
