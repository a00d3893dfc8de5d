import App
import CommandLineKit
import HeadlessUI
import HeadlessUITesting

/// Reads commands one a line and prints the screen after each, or the error and the
/// unchanged screen. Works the same at a terminal and with piped input; ends at end of input
/// or `quit`.
struct InteractiveSession {
    let app: LaunchedApp
    let width: Int
    let write: (String) -> Void

    /// Runs until `readLine` returns `nil` or the person quits.
    func run(readLine: () -> String?) {
        write(screen())
        while let line = readLine() {
            let command: InteractiveCommand?
            do {
                command = try InteractiveCommand.parse(line)
            } catch {
                write("error: \(error.description)\n" + screen())
                continue
            }
            guard let command else { continue }
            if command == .quit { return }
            write(perform(command))
        }
    }

    /// Runs one command; returns what to print.
    func perform(_ command: InteractiveCommand) -> String {
        let driver = ScreenDriver(window: app.window)
        do throws(InteractionError) {
            switch command {
            case let .tap(selector): try driver.tap(selector)
            case let .input(text): try driver.inputText(text)
            case let .erase(count): try driver.eraseText(count: count)
            case .back: try driver.back()
            case .swipeDown: try driver.swipeDown()
            case .swipeRight: try driver.swipeBackFromEdge()
            case let .tab(tab): try driver.tap(.identifier(tab.identifier))
            case let .open(link):
                let outcome = app.coordinator.handle(link)
                MainRunLoop.main.settle()
                return app.coordinator.message(for: outcome) + "\n" + screen()
            case .screen: break
            case .tree: return try driver.currentTree()
            case .help: return HelpText.help(for: [AppCommand.declaration])
            case .quit: return ""
            }
        } catch {
            return "error: \(error.message)\n" + screen()
        }
        return screen()
    }

    /// The screen once what the app asked its server for has arrived, as a person waits for it.
    private func screen() -> String {
        MainRunLoop.main.settle()
        return ScreenDriver(window: app.window).renderScreen(width: width)
    }
}
