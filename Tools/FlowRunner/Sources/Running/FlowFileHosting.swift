import HeadlessUI

/// The app a flow file drives, as its host. HeadlessUI knows nothing of the app; the app implements this and
/// hands the runner a way to make one.
@MainActor
public protocol FlowFileHosting: AnyObject {
    /// Chooses the app configuration a flow's `appId` names, before the flow's first step.
    ///
    /// - Parameter identifier: The flow's `appId`, or `nil` when it names none.
    /// - Throws: Any error (an identifier the app does not know); it fails the flow.
    func selectApp(identifier: String?) throws

    /// Starts a fresh app in a new window and returns the window, shown.
    ///
    /// - Parameter clearState: Wipe the persisted state before launching.
    /// - Throws: Any error; it fails the step with its description.
    func launch(clearState: Bool) throws -> Window

    /// Starts a fresh app given `arguments`, the flow's `launchApp` launch arguments (names to
    /// values, as Maestro passes them to the app); a host that takes none ignores them.
    ///
    /// - Throws: Any error (an argument the app refuses); it fails the step with its description.
    func launch(clearState: Bool, arguments: [String: String]) throws -> Window

    /// Stops the running app, as `stopApp` and a relaunch do: it goes to the background first and
    /// keeps what an app keeps then; `killed` (`killApp`) ends it without that, as a crash does.
    /// The default does nothing.
    func stop(killed: Bool)

    /// Wipes the persisted state (the running app keeps what it has in memory).
    ///
    /// - Throws: Any error; it fails the step with its description.
    func clearState() throws

    /// Opens a deep link in the running app.
    ///
    /// - Throws: Any error (a rejected link); it fails the step with its description.
    func openLink(_ url: String) throws

    /// The screen as SVG for `takeScreenshot`, or `nil` to write only the text render.
    func svg(of screen: Screen) -> String?

    /// Called at every `takeScreenshot` step with its name and the screen, whether or not
    /// the run writes artifacts; the default does nothing.
    func screenshotTaken(_ name: String, of screen: Screen)

    /// What is wrong with the screen for a person using assistive technology, one line per
    /// finding, for `assertNoAccessibilityIssues`; the default finds nothing.
    func accessibilityIssues(of screen: Screen) -> [String]

    /// Whether the app shows its dark appearance, as the device's system-wide setting says;
    /// `nil` when the app has only one appearance, which makes `setDarkMode`,
    /// `toggleDarkMode`, `assertDarkMode` and `assertLightMode` not applicable. The default
    /// is `nil`.
    var isDarkMode: Bool? { get }

    /// Switches the app's appearance, as changing the device's setting does (`setDarkMode`,
    /// `toggleDarkMode`); called only when `isDarkMode` is not `nil`.
    ///
    /// - Throws: Any error; it fails the step with its description.
    func setDarkMode(_ isDark: Bool) throws
}

extension FlowFileHosting {
    /// Does nothing: a host whose app keeps nothing when it goes to the background.
    public func stop(killed: Bool) {}

    /// Does nothing.
    public func screenshotTaken(_ name: String, of screen: Screen) {}

    /// Finds nothing: a host without an audit passes every `assertNoAccessibilityIssues`.
    public func accessibilityIssues(of screen: Screen) -> [String] { [] }

    /// `nil`: a host with one appearance makes the dark-mode commands not applicable.
    public var isDarkMode: Bool? { nil }

    /// Does nothing; never called while `isDarkMode` is `nil`.
    public func setDarkMode(_ isDark: Bool) throws {}
}

extension FlowFileHosting {
    /// Hosts with one configuration accept every `appId`.
    public func selectApp(identifier: String?) throws {}

    /// Launches as `launch(clearState:)` does, ignoring the arguments.
    public func launch(clearState: Bool, arguments: [String: String]) throws -> Window {
        try launch(clearState: clearState)
    }
}
