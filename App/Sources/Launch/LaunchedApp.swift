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
    /// Told of each change to the session that could not be saved, once its notice is on
    /// screen: the command line prints it on standard error.
    public var onSaveFailure: ((SessionSaveFailure) -> Void)?
    private let components: Components

    init(
        window: Window, coordinator: AppCoordinator, session: PropertyListSessionStore, notice: String?,
        components: Components
    ) {
        self.window = window
        self.coordinator = coordinator
        self.session = session
        self.notice = notice
        self.components = components
        session.onSaveFailure = { [weak self] failure in self?.saveFailed(failure) }
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
