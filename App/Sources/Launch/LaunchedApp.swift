import HeadlessUI

/// A running app: what the launcher made, for the command line, flows and tests to drive.
final class LaunchedApp {
    /// The window everything is shown in.
    let window: Window
    /// Chooses and swaps the flows; opens deep links.
    let coordinator: AppCoordinator
    /// The session store.
    let session: PropertyListSessionStore
    /// Taps and types on the window.
    let driver: ScreenDriver
    /// Said once at launch when the state file had to be set aside or cannot be used.
    let notice: String?

    init(window: Window, coordinator: AppCoordinator, session: PropertyListSessionStore, notice: String?) {
        self.window = window
        self.coordinator = coordinator
        self.session = session
        self.driver = ScreenDriver(window: window)
        self.notice = notice
    }
}
