import Components
import DesignSystem
import Foundation
import HeadlessDefaults
import HeadlessUI
import SessionStore

/// The scene delegate of the headless app: creates the window, the session store and the
/// app coordinator, and starts them.
public enum AppLauncher {
    /// Launches the app, with the content service its configuration (or `options`) names unless
    /// `services` are given (tests give fixtures).
    ///
    /// - Parameter stateFileSystem: The calls that read and replace the state file (a benchmark
    ///   or a test counts them).
    /// - Throws: the design-token validation errors (the app refuses to start with them), or
    ///   `ConfigurationError` for a configuration it does not have.
    public static func launch(
        _ options: LaunchOptions, services: AppServices? = nil,
        stateFileSystem: any StateFileSystem = PosixStateFileSystem()
    ) throws -> LaunchedApp {
        let configuration = try AppConfigurations.named(options.configurationName)
        let tokens = try DesignTokens.bundled()
        let theme = tokens.theme(options.appearance).sized(options.textSize).speaking(options.language)
        let (session, notice) = openSession(options, configuration: configuration, fileSystem: stateFileSystem)
        let services =
            services ?? AppServices.live(ContentServiceSetup.configuration(for: options, of: configuration))
        let context = AppContext(
            configuration: configuration, theme: theme, session: session, services: services,
            flowTransition: .crossDissolve(duration: theme.duration(.rootTransition)))
        let window = Window()
        window.layoutDirection = options.language.layoutDirection
        let coordinator = AppCoordinator(window: window, context: context)
        coordinator.start()
        window.makeKeyAndVisible()
        let linkOutcome = coordinator.reopen(launchLink: options.link)
        let notices = [notice, coordinator.restorationNotice].compactMap { $0 }
        return LaunchedApp(
            window: window, coordinator: coordinator, session: session,
            notice: notices.isEmpty ? nil : notices.joined(separator: "\n"), linkOutcome: linkOutcome,
            components: Components(theme: theme))
    }

    /// The session store for `options`, and the notice to print when the state file had to be
    /// set aside or cannot be used, in the launch language.
    private static func openSession(
        _ options: LaunchOptions, configuration: AppConfiguration, fileSystem: any StateFileSystem
    ) -> (PropertyListSessionStore, String?) {
        if options.keepsStateInMemory { return (PropertyListSessionStore(file: nil), nil) }
        let durability = options.durability ?? .full
        let file =
            options.statePath.map { StateFile(path: $0, durability: durability, fileSystem: fileSystem) }
            ?? StateFile.defaultLocation(
                bundleIdentifier: configuration.bundleIdentifier, durability: durability, fileSystem: fileSystem)
        return PropertyListSessionStore.opened(file, clearing: options.clearState, language: options.language)
    }
}
