import Components
import DesignSystem
import HeadlessUI
import SessionStore

/// A running app: what the launcher made, for whoever launched it (the command line, flows,
/// tests) to look at and drive through its window.
public final class LaunchedApp {
    /// The window everything is shown in.
    public let window: Window
    /// Chooses and swaps the flows; opens deep links.
    public let coordinator: AppCoordinator
    /// The session store.
    public let session: PropertyListSessionStore
    /// Said once at launch, in the launch language, when the state file had to be set aside or
    /// cannot be used.
    public let notice: String?
    /// What became of the link the app was launched with (`LaunchOptions.link`); `nil` without one.
    public let linkOutcome: DeepLinkOutcome?
    /// Told of each change to the session that could not be saved, once its notice is on
    /// screen: the command line prints it on standard error.
    public var onSaveFailure: ((SessionSaveFailure) -> Void)?
    private let components: Components

    init(
        window: Window, coordinator: AppCoordinator, session: PropertyListSessionStore, notice: String?,
        linkOutcome: DeepLinkOutcome?, components: Components
    ) {
        self.window = window
        self.coordinator = coordinator
        self.session = session
        self.notice = notice
        self.linkOutcome = linkOutcome
        self.components = components
        session.onSaveFailure = { [weak self] failure in self?.saveFailed(failure) }
    }

    /// Keeps where the person is (the selected tab, each tab's route, a journey's draft) in the
    /// state file, as an app does when it goes to the background: the next launch on the same
    /// state reopens it. A process that ends without this (a crash, `killApp`) keeps the place
    /// saved before.
    public func enterBackground() {
        coordinator.saveWhereThePersonIs()
    }

    /// Shows the failure over the screen the person is on: the change they made did not happen.
    private func saveFailed(_ failure: SessionSaveFailure) {
        do {
            try AppNotice.present(
                title: AppNotice.unsavedChangeTitle(in: components.theme.language),
                reason: failure.message(in: components.theme.language),
                on: window,
                components: components)
        } catch {
            // Nothing on screen can take a sheet; the line on standard error still says it.
        }
        onSaveFailure?(failure)
    }
}
