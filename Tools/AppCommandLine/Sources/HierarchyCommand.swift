import App
import CommandLineKit
import FlowRunner
import HeadlessUI
import HeadlessUITesting

/// `App hierarchy [--open URL]`: the current screen's element tree as Maestro's `hierarchy`
/// command prints it, for people who write and debug flow files.
enum HierarchyCommand: DeclaredCommand {
    static let declaration = CommandDeclaration(
        "hierarchy",
        abstract: "Prints the screen's element tree as JSON, as Maestro's 'hierarchy' command prints an iOS app's.",
        discussion: """
            The app launches with the session its state file holds (--state, --configuration), opens the link
            --open gives, and prints the tree: each element's attributes as Maestro's iOS driver names them
            (accessibilityText, title, value, text, hintText, resource-id, bounds "[x1,y1][x2,y2]" in points, enabled,
            focused, selected, checked), its children, and the flags enabled, focused, checked and selected. The root
            is the application, holding each visible layer; hidden elements are left out.

            Exit status: 0 printed, 1 the link was refused (nothing printed), 2 bad usage.
            """,
        arguments: [.option("--open", value: "URL", help: "open this deep link first, such as example://explore")]
    )

    /// Prints the hierarchy once the link the app was launched with (if any) is open; returns
    /// the exit status.
    @MainActor
    static func run(app: LaunchedApp, appName: String, write: (String) -> Void, writeError: (String) -> Void) -> Int32 {
        MainRunLoop.main.settle()
        if let outcome = app.linkOutcome, outcome.isFailure {
            writeError("error: \(app.coordinator.message(for: outcome))")
            return 1
        }
        write(MaestroHierarchy.json(of: app.window.screen, appName: appName))
        return 0
    }
}
