import App
import Foundation
import HeadlessUI
import HeadlessUITesting
import SessionStore
import Testing

/// Launches the real app on a state file of its own, in a fresh temporary folder.
public enum TestApp {
    /// A new, empty state file path.
    public nonisolated static func freshStatePath() -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("app-tests-\(UUID().uuidString)", isDirectory: true)
        return folder.appendingPathComponent("state.plist").path
    }

    /// Launches on `statePath`, logging in first when asked, with the fixture's content (or the
    /// content server at `contentBaseURL`, or `services`), and waits for the first screen's
    /// content to arrive.
    public static func launch(
        statePath: String = freshStatePath(), loggedIn: Bool = false, contentBaseURL: URL? = nil,
        services: AppServices? = nil
    ) throws -> LaunchedApp {
        if loggedIn {
            let file = StateFile(path: statePath)
            // Reading first makes the folder, as a launch would.
            _ = file.read()
            let store = PropertyListSessionStore(file: file)
            store.markLoggedIn(email: "ada@example.com", displayName: "Ada Lovelace")
        }
        let app = try AppLauncher.launch(
            LaunchOptions(statePath: statePath, contentBaseURL: contentBaseURL),
            services: contentBaseURL == nil ? services ?? FixtureContent.services : nil)
        app.settle()
        return app
    }
}

extension LaunchedApp {
    /// Taps and types on the app's window, as XCUITest's application proxy does.
    public var driver: ScreenDriver { ScreenDriver(window: window) }

    /// Shows what the app's services have answered so far, waiting while requests are on their
    /// way, until none is left or `timeout` has passed, as a person waits for the screen to settle.
    ///
    /// - Returns: Whether nothing is left on its way.
    @discardableResult
    public func settle(timeout: Duration = .seconds(30)) -> Bool {
        MainRunLoop.main.settle(timeout: timeout)
    }

    /// The text render of the screen.
    public var screenText: String { driver.renderScreen() }

    /// Whether the element is on the visible screen.
    public func shows(_ selector: ElementSelector) -> Bool {
        (try? driver.isVisible(selector)) ?? false
    }
}
