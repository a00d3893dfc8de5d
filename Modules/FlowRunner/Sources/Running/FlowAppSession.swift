import Foundation
import HeadlessUI

/// The app a flow is driving, and what each command does to it. The app is launched by
/// `launchApp` or, failing that, by the first command that needs a screen.
@MainActor
final class FlowAppSession {
    private let host: any FlowHost
    private let artifactsDirectory: String?
    private let finder = FlowElementFinder()
    private var driver: ScreenDriver?

    init(host: any FlowHost, artifactsDirectory: String?) {
        self.host = host
        self.artifactsDirectory = artifactsDirectory
    }

    /// The running app's window, if one is running.
    var window: Window? { driver?.window }

    /// The whole screen as text, for a failure report.
    var screenText: String { driver?.renderScreen() ?? "(no app launched)" }

    /// The top layer's tree, for a failure report.
    var treeText: String { driver.flatMap { try? $0.currentTree() } ?? "(no app launched)" }

    /// Asks the host for the configuration `identifier` names.
    ///
    /// - Throws: `FlowStepFailure` with the host's reason when it does not know it.
    func selectApp(identifier: String?) throws(FlowStepFailure) {
        try hostCall("Unknown appId") { try host.selectApp(identifier: identifier) }
    }

    /// Forgets the running app, so the next flow starts a fresh one.
    func quit() {
        driver = nil
    }

    /// Does what `command` says.
    ///
    /// - Throws: `FlowStepFailure` with Maestro's message when it cannot.
    func perform(_ command: FlowCommand, env: [String: String]) throws(FlowStepFailure) {
        switch command {
        case let .launchApp(clearState):
            try launch(clearState: clearState)
        case .clearState:
            try hostCall("Clear state failed") { try host.clearState() }
        case let .tapOn(selector):
            let resolved = try resolve(selector, env: env)
            let node = try finder.element(resolved, in: try topNode())
            try interact { driver throws(InteractionError) in
                try driver.tap(node, describedAs: FlowElementFinder.description(of: resolved))
            }
        case let .inputText(text):
            let value = try FlowEnvironment.substitute(text, from: env)
            try interact { driver throws(InteractionError) in try driver.inputText(value) }
        case let .eraseText(count):
            try interact { driver throws(InteractionError) in try driver.eraseText(count: count) }
        case .back:
            try interact { driver throws(InteractionError) in try driver.back() }
        case .swipe(.down):
            try interact { driver throws(InteractionError) in try driver.swipeDownSheet() }
        case .swipe(.right):
            try interact { driver throws(InteractionError) in try driver.swipeBackFromEdge() }
        case let .openLink(link):
            let url = try FlowEnvironment.substitute(link, from: env)
            _ = try currentDriver()
            try hostCall("Open link failed") { try host.openLink(url) }
        case let .assertVisible(selector):
            let resolved = try resolve(selector, env: env)
            let count = try finder.matches(resolved, in: try topNode()).count
            guard count > (resolved.index ?? 0) else {
                throw FlowStepFailure(message: "Assertion is false: \(resolved.summary) is visible")
            }
        case let .assertNotVisible(selector):
            let resolved = try resolve(selector, env: env)
            let count = try finder.matches(resolved, in: try topNode()).count
            guard count <= (resolved.index ?? 0) else {
                throw FlowStepFailure(message: "Assertion is false: \(resolved.summary) is not visible")
            }
        case let .takeScreenshot(name):
            try takeScreenshot(named: try FlowEnvironment.substitute(name, from: env))
        case .scroll:
            return
        case .runFlow, .repeat:
            return
        }
    }

    private func launch(clearState: Bool) throws(FlowStepFailure) {
        driver = nil
        let window = try hostCall("Launch failed") { try host.launch(clearState: clearState) }
        driver = ScreenDriver(window: window)
    }

    private func currentDriver() throws(FlowStepFailure) -> ScreenDriver {
        if let driver { return driver }
        try launch(clearState: false)
        guard let driver else { throw FlowStepFailure(message: "Launch failed: the app did not start") }
        return driver
    }

    private func topNode() throws(FlowStepFailure) -> ViewNode {
        guard let layer = try currentDriver().window.screen.topLayer else {
            throw FlowStepFailure(.noScreen)
        }
        return layer.node()
    }

    private func resolve(_ selector: FlowSelector, env: [String: String]) throws(FlowStepFailure) -> FlowSelector {
        var resolved = selector
        if let text = selector.text { resolved.text = try FlowEnvironment.substitute(text, from: env) }
        if let id = selector.id { resolved.id = try FlowEnvironment.substitute(id, from: env) }
        return resolved
    }

    private func interact(_ action: (ScreenDriver) throws(InteractionError) -> Void) throws(FlowStepFailure) {
        let driver = try currentDriver()
        do {
            try action(driver)
        } catch {
            throw FlowStepFailure(error)
        }
    }

    private func hostCall<Value>(_ context: String, _ call: () throws -> Value) throws(FlowStepFailure) -> Value {
        do {
            return try call()
        } catch {
            throw FlowStepFailure(message: "\(context): \(error)")
        }
    }

    private func takeScreenshot(named name: String) throws(FlowStepFailure) {
        let driver = try currentDriver()
        // A variable may have put `..` into the name after parsing checked it.
        guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
            throw FlowStepFailure(message: "Screenshot name '\(name)' must stay inside the artifacts folder")
        }
        guard let artifactsDirectory else { return }
        let base = URL(fileURLWithPath: artifactsDirectory).appendingPathComponent(name)
        let text = driver.renderScreen() + "\n"
        let svg = host.svg(of: driver.window.screen)
        do {
            try FileManager.default.createDirectory(
                at: base.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data(text.utf8).write(to: base.appendingPathExtension("txt"))
            if let svg { try Data(svg.utf8).write(to: base.appendingPathExtension("svg")) }
        } catch {
            throw FlowStepFailure(message: "Screenshot '\(name)' could not be written: \(error.localizedDescription)")
        }
    }
}
