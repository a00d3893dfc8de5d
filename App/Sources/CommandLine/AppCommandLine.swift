import CommandLineKit
import FlowRunner
import Foundation
import HeadlessUI

/// Runs one invocation of the `App` executable and returns its exit code: 0 success,
/// 1 a failure the command reports, 2 a usage error.
struct AppCommandLine {
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
            guard let app = launch(invocation.launch) else { return 1 }
            InteractiveSession(app: app, width: invocation.width, write: write).run(readLine: readLine)
            return 0
        case .demo:
            return DemoTour(width: invocation.width, write: write).run()
        case let .open(link):
            guard let app = launch(invocation.launch) else { return 1 }
            let outcome = app.coordinator.handle(link)
            write(app.coordinator.message(for: outcome))
            write(app.driver.renderScreen(width: invocation.width))
            return outcome.isFailure ? 1 : 0
        case let .bench(options):
            return BenchCommand.run(options, write: write, writeError: writeError)
        case let .test(arguments):
            return FlowTestCommand.run(
                arguments: arguments, host: AppFlowHost.suite(appearance: invocation.launch.appearance), output: write)
        case let .snapshot(options):
            return SnapshotCommand.run(options, write: write, writeError: writeError)
        case let .audit(options):
            return AuditCommand.run(options, write: write, writeError: writeError)
        case let .tokens(options):
            return TokensCommand.run(options, output: write, errors: writeError)
        case let .tokensCheck(options):
            return TokensCommand.Check.run(options, output: write, errors: writeError)
        }
    }

    /// Launches the app, printing the state notice if there is one; `nil` when the app refuses
    /// to start (its design tokens are invalid), after printing why.
    private func launch(_ options: LaunchOptions) -> LaunchedApp? {
        do {
            let app = try AppLauncher.launch(options)
            if let notice = app.notice { writeError("notice: \(notice)") }
            return app
        } catch {
            writeError("error: the app cannot start: \(error)")
            return nil
        }
    }
}
