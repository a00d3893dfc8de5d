import App
import Benchmarks
import CommandLineKit
import DesignSystemTools
import FlowFileHost
import FlowRunner
import Foundation
import HeadlessUI
import HeadlessUITesting
import ScreenCatalogue
import Studio

/// Runs one invocation of the `App` executable and returns its exit code: 0 success,
/// 1 a failure the command reports, 2 a usage error, 3 a change to the session that could not
/// be saved (whatever else happened: each one was also reported on screen and on standard error).
public struct AppCommandLine {

    let write: (String) -> Void
    let writeError: (String) -> Void
    let readLine: () -> String?

    /// Every line printed goes through `TerminalText`: a link, a flow file or a state path
    /// reaches the messages, and none may act on the terminal. Line breaks stay, because
    /// screens and help are printed many lines at a time.
    init(
        write: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        readLine: @escaping () -> String?
    ) {
        self.write = { write(TerminalText.visible($0, keepingLineBreaks: true)) }
        self.writeError = { writeError(TerminalText.visible($0, keepingLineBreaks: true)) }
        self.readLine = readLine
    }

    /// Reads `arguments` (those after the program's name), runs the command they name and returns
    /// its exit code; a usage error is printed as `error: ...` and the command's usage.
    func run(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try Invocation(parsing: arguments)
        } catch {
            writeError(error.description)
            return CommandUsageError.exitStatus
        }
        switch invocation.command {
        case let .help(path):
            write(HelpText.help(for: AppCommand.declaration.commands(along: path)))
            return 0
        case .interactive:
            guard let app = launch(invocation) else { return 1 }
            InteractiveSession(app: app, width: invocation.width, write: write).run(readLine: readLine)
            app.enterBackground()
            return status(0, unsavedChanges: app.session.saveFailureCount)
        case .demo:
            let notices = NoticeTally(writeError: writeError)
            let status = DemoTour(
                width: invocation.width, write: write, durability: invocation.launch.durability ?? .relaxed,
                notices: notices
            ).run()
            return self.status(status, unsavedChanges: notices.unsavedChanges)
        case let .open(link):
            // Launched by the link, as when a person taps one while the app is not running.
            guard let app = launch(invocation, link: link), let outcome = app.linkOutcome else { return 1 }
            MainRunLoop.main.settle()
            write(app.coordinator.message(for: outcome))
            write(ScreenDriver(window: app.window).renderScreen(width: invocation.width))
            app.enterBackground()
            return status(outcome.isFailure ? 1 : 0, unsavedChanges: app.session.saveFailureCount)
        case let .bench(options):
            return BenchCommand.run(options, write: write, writeError: writeError)
        case let .studio(options):
            guard let launch = contentLaunchOptions(invocation) else { return 1 }
            return StudioCommand.run(options, launch: launch, write: write, writeError: writeError)
        case let .serveContent(options):
            return ServeContentCommand.run(options, readLine: readLine, write: write, writeError: writeError)
        case let .test(options):
            let notices = NoticeTally(writeError: writeError)
            // A server named on the command line is handed to every worker; each worker starts an
            // embedded one of its own otherwise.
            var launch = invocation.launch
            launch.contentBaseURL = try? invocation.content.hostURL(for: launch.configurationName)
            let status = FlowFileTestCommand.run(
                options: options,
                host: AppFlowFileHost.suite(
                    appearance: launch.appearance, language: launch.language,
                    durability: launch.durability ?? .relaxed, notices: notices, contentBaseURL: launch.contentBaseURL),
                workerLauncher: ShardWorkerLauncher.launcher(for: launch),
                output: write)
            return self.status(status, unsavedChanges: notices.unsavedChanges)
        case let .hierarchy(link):
            guard let app = launch(invocation, link: link) else { return 1 }
            let name = (try? AppConfigurations.named(invocation.launch.configurationName))?.displayName ?? ""
            let status = HierarchyCommand.run(app: app, appName: name, write: write, writeError: writeError)
            app.enterBackground()
            return self.status(status, unsavedChanges: app.session.saveFailureCount)
        case let .mergeReports(options):
            return FlowFileMergeReportsCommand.run(options: options, output: write)
        case let .snapshot(options):
            return SnapshotCommand.run(options, write: write, writeError: writeError)
        case let .audit(options):
            return AuditCommand.run(options, write: write, writeError: writeError)
        case let .tokens(options):
            return TokensCommand.run(options, output: write, errors: writeError)
        case let .tokensCheck(options):
            return TokensCommand.Check.run(options, output: write, errors: writeError)
        case let .stringsCheck(options):
            return StringsCommand.Check.run(options, write: write, writeError: writeError)
        case let .tokensMigrate(options):
            return TokensCommand.Migrate.run(options, output: write, errors: writeError)
        case let .tokensResolve(options):
            return TokensCommand.Resolve.run(options, output: write, errors: writeError)
        }
    }

    /// The invocation's launch options with the content server it chose; `nil` after printing
    /// why when the embedded server cannot start.
    private func contentLaunchOptions(_ invocation: Invocation) -> LaunchOptions? {
        do {
            return try invocation.content.applied(to: invocation.launch)
        } catch {
            writeError("error: the content server cannot start: \(error)")
            return nil
        }
    }

    /// `status`, or the unsaved-change status when any change could not be saved.
    private func status(_ status: Int32, unsavedChanges: Int) -> Int32 {
        unsavedChanges > 0 ? NoticeTally.unsavedChangeStatus : status
    }

    /// Launches the app, printing the state notice if there is one, and each change that
    /// cannot be saved as it happens; `nil` when the app refuses to start (its design tokens
    /// are invalid), after printing why.
    private func launch(_ invocation: Invocation, link: String? = nil) -> LaunchedApp? {
        guard var options = contentLaunchOptions(invocation) else { return nil }
        options.link = link
        do {
            let app = try AppLauncher.launch(options)
            // The first screen is shown with what the server answered, as a person waits for it.
            MainRunLoop.main.settle()
            if let notice = app.notice { writeError("notice: \(notice)") }
            let language = options.language
            app.onSaveFailure = { [writeError] in writeError("notice: \($0.message(in: language))") }
            return app
        } catch {
            writeError("error: the app cannot start: \(error)")
            return nil
        }
    }
}
