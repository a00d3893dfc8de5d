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

    func run(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try ArgumentParser.parse(arguments)
        } catch {
            writeError("error: \(error.description)\n\n\(HelpText.text)")
            return 2
        }
        switch invocation.command {
        case .help:
            write(HelpText.text)
            return 0
        case let .commandHelp(name):
            guard let usage = HelpText.usage(of: name) else {
                writeError("error: unknown command '\(name)'\n\n\(HelpText.text)")
                return 2
            }
            write(usage)
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
        case let .bench(arguments):
            return BenchCommand.run(arguments: arguments, write: write, writeError: writeError)
        case let .test(arguments):
            return FlowTestCommand.run(
                arguments: arguments, host: AppFlowHost.suite(appearance: invocation.launch.appearance), output: write)
        case let .snapshot(arguments):
            return SnapshotCommand.run(arguments: arguments, write: write, writeError: writeError)
        case let .audit(arguments):
            return AuditCommand.run(arguments: arguments, write: write, writeError: writeError)
        case let .tokens(arguments):
            return TokensCommand.run(arguments: arguments, output: write, errors: writeError)
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
