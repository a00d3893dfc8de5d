import Foundation
import HeadlessUI
import HeadlessUITesting

/// The app a flow is driving, and what each command does to it. The app is launched by
/// `launchApp` or, failing that, by the first command that needs a screen.
@MainActor
final class FlowFileAppSession {
    private let host: any FlowFileHosting
    private let artifactsDirectory: String?
    private let finder = FlowFileElementFinder()
    private var driver: ScreenDriver?
    /// Where the app's answers from off the main actor (network responses) wait to be shown.
    private let runLoop: MainRunLoop

    /// How long a lookup waits for an element while the app still has work in flight: Maestro's
    /// own lookup timeout, 17 s. With nothing in flight the screen cannot change, and a lookup
    /// fails at once.
    static let lookupTimeout: Duration = .seconds(17)
    /// The most scrolls one `scrollUntilVisible` makes, whatever its timeout.
    static let maximumScrolls = 1_000

    init(host: any FlowFileHosting, artifactsDirectory: String?, runLoop: MainRunLoop = .main) {
        self.host = host
        self.artifactsDirectory = artifactsDirectory
        self.runLoop = runLoop
    }

    /// The running app's window, if one is running.
    var window: Window? { driver?.window }

    /// Whether text typed now would go into a secure field; `false` with no app running.
    var isSecureFieldFocused: Bool { driver?.isSecureFieldFocused ?? false }

    /// The whole screen as text, for a failure report.
    var screenText: String { driver?.renderScreen() ?? "(no app launched)" }

    /// The top layer's tree, for a failure report.
    var treeText: String { driver.flatMap { try? $0.currentTree() } ?? "(no app launched)" }

    /// Asks the host for the configuration `identifier` names.
    ///
    /// - Throws: `FlowFileStepFailure` with the host's reason when it does not know it.
    func selectApp(identifier: String?) throws(FlowFileStepFailure) {
        try hostCall("Unknown appId") { try host.selectApp(identifier: identifier) }
    }

    /// The screen as SVG, when an app is running and the host draws SVG.
    func screenSVG() -> String? {
        guard let driver else { return nil }
        return host.svg(of: driver.window.screen)
    }

    /// Forgets the running app, so the next flow starts a fresh one.
    func quit() {
        driver = nil
    }

    /// The expression interpreter the flow's steps share (`output`, the copied text).
    let scripts = MaestroScriptInterpreter()

    /// Does what `command` says; control-flow commands are the runner's.
    ///
    /// - Throws: `FlowFileStepFailure` with Maestro's message when it cannot.
    func perform(_ command: MaestroCommand, env: [String: String]) throws(FlowFileStepFailure) {
        // What arrived since the last step is on screen before this one looks at it.
        runLoop.runPending()
        switch command {
        case let .launchApp(clearState, arguments):
            try launch(clearState: clearState, arguments: arguments)
        case .clearState:
            try hostCall("Clear state failed") { try host.clearState() }
        case let .tapOn(selector), let .doubleTapOn(selector), let .longPressOn(selector):
            try tap(selector, env: env)
        case let .inputText(text):
            let value = try expand(text, env: env)
            try interact { driver throws(InteractionError) in try driver.inputText(value) }
        case let .inputRandom(kind):
            let value = MaestroRandomText.make(kind)
            try interact { driver throws(InteractionError) in try driver.inputText(value) }
        case let .eraseText(count):
            try interact { driver throws(InteractionError) in try driver.eraseText(count: count) }
        case .back:
            try interact { driver throws(InteractionError) in try driver.back() }
        case let .pressKey(key):
            try pressKey(key)
        case .scroll, .swipe(.up):
            try currentDriver().scrollToEnd()
        case .hideKeyboard, .waitForAnimationToEnd, .clearKeychain, .swipe(.left):
            _ = try currentDriver()
        case let .copyTextFrom(selector):
            let resolved = try resolve(selector, env: env)
            let node = try waitingForWork { () throws(FlowFileStepFailure) in
                try finder.element(resolved, in: try topNode())
            }
            guard let text = node.displayText ?? node.placeholder else {
                throw FlowFileStepFailure(message: "Element has no text to copy: \(TreeDump.summary(node))")
            }
            scripts.copiedText = text
        case .pasteText:
            guard let text = scripts.copiedText else {
                throw FlowFileStepFailure(message: "Nothing to paste: copy a text with copyTextFrom first")
            }
            try interact { driver throws(InteractionError) in try driver.inputText(text) }
        case .swipe(.down):
            try interact { driver throws(InteractionError) in try driver.swipeDown() }
        case .swipe(.right):
            try interact { driver throws(InteractionError) in try driver.swipeBackFromEdge() }
        case let .openLink(link):
            let url = try expand(link, env: env)
            _ = try currentDriver()
            try hostCall("Open link failed") { try host.openLink(url) }
        case let .assertVisible(selector):
            let resolved = try resolve(selector, env: env)
            guard try isVisible(resolved, waitingUntil: true) else {
                throw FlowFileStepFailure(message: "Assertion is false: \(resolved.summary) is visible")
            }
        case let .assertNotVisible(selector):
            let resolved = try resolve(selector, env: env)
            guard try !isVisible(resolved, waitingUntil: false) else {
                throw FlowFileStepFailure(message: "Assertion is false: \(resolved.summary) is not visible")
            }
        case let .assertTrue(condition):
            guard try MaestroExpressions.holds(condition, env: env, interpreter: scripts) else {
                throw FlowFileStepFailure(message: "Assertion is false: \(condition)")
            }
        case let .evalScript(script):
            try evaluate(script, env: env)
        case let .extendedWaitUntil(visible, notVisible, timeout):
            try waitUntil(visible: visible, notVisible: notVisible, timeout: timeout, env: env)
        case let .scrollUntilVisible(selector, direction, timeout):
            let resolved = try resolve(selector, env: env)
            let limit = try waitLimit(timeout.map { text throws(FlowFileStepFailure) in try expand(text, env: env) })
            guard try scrollUntilVisible(resolved, towardTheEnd: direction == .down, within: limit) else {
                let limit = timeout.map { " within \($0) ms" } ?? ""
                throw FlowFileStepFailure(
                    message: "Element not found\(limit): \(FlowFileElementFinder.description(of: resolved))")
            }
        case .stopApp:
            if driver != nil { host.stop(killed: false) }
            driver = nil
        case .killApp:
            if driver != nil { host.stop(killed: true) }
            driver = nil
        case .assertNoAccessibilityIssues:
            let issues = host.accessibilityIssues(of: try currentDriver().window.screen)
            guard issues.isEmpty else {
                throw FlowFileStepFailure(
                    message: "Assertion is false: no accessibility issues\n" + issues.joined(separator: "\n"))
            }
        case let .takeScreenshot(name, cropOn):
            if let cropOn { _ = try finder.element(try resolve(cropOn, env: env), in: try topNode()) }
            try takeScreenshot(named: try expand(name, env: env))
        case let .setClipboard(text):
            scripts.copiedText = try expand(text, env: env)
        case let .setDarkMode(isDark):
            _ = try darkMode(for: "setDarkMode")
            try hostCall("Set dark mode failed") { try host.setDarkMode(isDark) }
        case .toggleDarkMode:
            let isDark = try darkMode(for: "toggleDarkMode")
            try hostCall("Toggle dark mode failed") { try host.setDarkMode(!isDark) }
        case let .assertDarkMode(expected):
            let actual = try darkMode(for: expected ? "assertDarkMode" : "assertLightMode")
            guard actual == expected else {
                throw FlowFileStepFailure(
                    message: "Assertion failed: expected dark mode to be \(expected ? "enabled" : "disabled"), "
                        + "but it was \(actual ? "enabled" : "disabled")")
            }
        case .addMedia:
            throw FlowFileStepFailure.notApplicable("addMedia needs a real device")
        case let .deviceOnly(name, _):
            throw FlowFileStepFailure.notApplicable("\(name) needs a real device")
        case .runFlow, .repeat, .repeatWhile, .retry, .runScript:
            return
        }
    }

    /// Whether the host's app is dark now; a host with one appearance makes `command` not applicable.
    private func darkMode(for command: String) throws(FlowFileStepFailure) -> Bool {
        guard let isDark = host.isDarkMode else {
            throw FlowFileStepFailure.notApplicable("\(command) needs an app with a light and a dark appearance")
        }
        return isDark
    }

    /// Whether a condition holds on the current screen and in the flow's scripts.
    func holds(_ condition: MaestroCondition, env: [String: String]) throws(FlowFileStepFailure) -> Bool {
        if let platform = condition.platform, platform.lowercased() != "ios" { return false }
        if let visible = condition.visible, try !isVisible(try resolve(visible, env: env)) { return false }
        if let notVisible = condition.notVisible, try isVisible(try resolve(notVisible, env: env)) { return false }
        if let script = condition.script, try !MaestroExpressions.holds(script, env: env, interpreter: scripts) {
            return false
        }
        return true
    }

    /// Runs a script file of the expression subset, its `env` over the flow's.
    func runScript(_ file: String, env: [String: String]) throws(FlowFileStepFailure) {
        let source: String
        do {
            source = try FlowFileSourceText.decode(try FlowFileReader.read(file), file: file)
        } catch let error as FlowFileReader.Failure {
            throw FlowFileStepFailure(message: "Cannot read script '\(file)': \(error.description)")
        } catch {
            throw FlowFileStepFailure(message: "Cannot read script '\(file)': \(error)")
        }
        do {
            _ = try scripts.evaluate(source, variables: env)
        } catch {
            throw FlowFileStepFailure(message: "Script \(file) failed: \(error.message)")
        }
    }

    private func evaluate(_ script: String, env: [String: String]) throws(FlowFileStepFailure) {
        let trimmed = script.trimmingCharacters(in: .whitespaces)
        // `evalScript: ${...}` and a bare expression mean the same.
        let source =
            trimmed.hasPrefix("${") && trimmed.hasSuffix("}") ? String(trimmed.dropFirst(2).dropLast()) : trimmed
        do {
            _ = try scripts.evaluate(source, variables: env)
        } catch {
            throw FlowFileStepFailure(message: "Script failed: \(error.message)")
        }
    }

    private func tap(_ selector: MaestroSelector, env: [String: String]) throws(FlowFileStepFailure) {
        let resolved = try resolve(selector, env: env)
        // The screen is composed once for the step: the node was found on it just now, so the
        // driver need not compose and search it again. Waiting for the app's answers comes
        // before the lookup, never between it and the tap.
        let (root, node) = try waitingForWork { () throws(FlowFileStepFailure) in
            let root = try topNode()
            return (root, try finder.element(resolved, in: root))
        }
        try interact { driver throws(InteractionError) in
            try driver.tap(node, foundOn: root, describedAs: FlowFileElementFinder.description(of: resolved))
        }
    }

    private func pressKey(_ key: String) throws(FlowFileStepFailure) {
        switch key.lowercased() {
        case "back":
            try interact { driver throws(InteractionError) in try driver.back() }
        case "backspace":
            try interact { driver throws(InteractionError) in try driver.eraseText(count: 1) }
        case "enter", "tab", "escape":
            // Keyboard keys: the headless fields have no return action, so they change nothing.
            _ = try currentDriver()
        case "home", "lock", "power", "volume up", "volume down", "remote dpad up", "remote dpad down",
            "remote dpad left", "remote dpad right", "remote dpad center", "remote media play pause",
            "remote media stop", "remote media next", "remote media previous", "remote media rewind",
            "remote media fast forward", "remote system navigation up", "remote system navigation down",
            "remote button a", "remote button b", "remote menu", "tv input", "tv input hdmi 1",
            "tv input hdmi 2", "tv input hdmi 3":
            throw FlowFileStepFailure.notApplicable("the \(key) key belongs to a device")
        default:
            throw FlowFileStepFailure(message: "Unknown key '\(key)'")
        }
    }

    private func isVisible(_ selector: MaestroSelector) throws(FlowFileStepFailure) -> Bool {
        let index = selector.index ?? 0
        // More matches than `index`; no screen holds `Int.max` of them, so that index stays as it is.
        return try finder.hasMatches(selector, atLeast: index < .max ? index + 1 : index, in: try topNode())
    }

    /// Whether `selector` is visible, once it is as `expected` or, while the app has work in
    /// flight that may change the screen, `timeout` has passed.
    private func isVisible(
        _ selector: MaestroSelector, waitingUntil expected: Bool, timeout: Duration = lookupTimeout
    ) throws(FlowFileStepFailure) -> Bool {
        let now = try isVisible(selector)
        guard now != expected, runLoop.hasWork else { return now }
        _ = runLoop.run(until: { ((try? isVisible(selector)) ?? !expected) == expected }, timeout: timeout)
        return try isVisible(selector)
    }

    /// Whether `selector` is visible within `limit`, scrolling toward the end of the list between
    /// looks (when `towardTheEnd`) for as long as a scroll brings more: each scroll must start
    /// work (a list's next page) or the search ends, and at most `maximumScrolls` are made.
    private func scrollUntilVisible(_ selector: MaestroSelector, towardTheEnd: Bool, within limit: Duration)
        throws(FlowFileStepFailure) -> Bool
    {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        for _ in 0..<Self.maximumScrolls {
            let left = max(deadline - clock.now, .zero)
            if try isVisible(selector, waitingUntil: true, timeout: left) { return true }
            guard towardTheEnd, clock.now < deadline, try currentDriver().scrollToEnd(), runLoop.hasWork else {
                return false
            }
        }
        return try isVisible(selector)
    }

    /// `lookup`'s value, trying again as the app's answers arrive while it has work in flight,
    /// for at most `lookupTimeout`; the last failure when it never succeeds.
    private func waitingForWork<Value>(_ lookup: () throws(FlowFileStepFailure) -> Value) throws(FlowFileStepFailure)
        -> Value
    {
        do {
            return try lookup()
        } catch {
            guard runLoop.hasWork else { throw error }
            _ = runLoop.run(until: { (try? lookup()) != nil }, timeout: Self.lookupTimeout)
            return try lookup()
        }
    }

    /// A wait's limit from its expanded `timeout` text (milliseconds), or `lookupTimeout`
    /// without one.
    private func waitLimit(_ text: String?) throws(FlowFileStepFailure) -> Duration {
        guard let text else { return Self.lookupTimeout }
        guard let milliseconds = Int(text), (0...3_600_000).contains(milliseconds) else {
            throw FlowFileStepFailure(message: "timeout: expected milliseconds from 0 to 3600000, found '\(text)'")
        }
        return .milliseconds(milliseconds)
    }

    private func waitUntil(
        visible: MaestroSelector?,
        notVisible: MaestroSelector?,
        timeout: String?,
        env: [String: String]
    ) throws(FlowFileStepFailure) {
        // The screen changes only as the app's answers arrive: the wait ends once it holds or
        // nothing is left in flight that could make it hold.
        let text = try timeout.map { text throws(FlowFileStepFailure) in try expand(text, env: env) }
        let limit = try waitLimit(text)
        let within = text.map { " within \($0) ms" } ?? ""
        if let visible {
            let resolved = try resolve(visible, env: env)
            guard try isVisible(resolved, waitingUntil: true, timeout: limit) else {
                throw FlowFileStepFailure(message: "Element not visible\(within): \(resolved.summary)")
            }
        }
        if let notVisible {
            let resolved = try resolve(notVisible, env: env)
            guard try !isVisible(resolved, waitingUntil: false, timeout: limit) else {
                throw FlowFileStepFailure(message: "Element still visible\(within): \(resolved.summary)")
            }
        }
    }

    /// `text` with every `${...}` evaluated.
    func expand(_ text: String, env: [String: String]) throws(FlowFileStepFailure) -> String {
        try MaestroExpressions.substitute(text, env: env, interpreter: scripts)
    }

    private func launch(clearState: Bool, arguments: [String: String] = [:]) throws(FlowFileStepFailure) {
        // Maestro stops a running app before it launches it again.
        if driver != nil { host.stop(killed: false) }
        driver = nil
        let window = try hostCall("Launch failed") { try host.launch(clearState: clearState, arguments: arguments) }
        driver = ScreenDriver(window: window)
    }

    private func currentDriver() throws(FlowFileStepFailure) -> ScreenDriver {
        if let driver { return driver }
        try launch(clearState: false)
        guard let driver else { throw FlowFileStepFailure(message: "Launch failed: the app did not start") }
        return driver
    }

    private func topNode() throws(FlowFileStepFailure) -> ViewNode {
        guard let layer = try currentDriver().window.screen.topLayer else {
            throw FlowFileStepFailure(.noScreen)
        }
        return layer.node()
    }

    private func resolve(_ selector: MaestroSelector, env: [String: String]) throws(FlowFileStepFailure)
        -> MaestroSelector
    {
        let holdsExpression =
            selector.text.map(MaestroExpressions.holdsExpression) ?? false
            || selector.id.map(MaestroExpressions.holdsExpression) ?? false
        if !holdsExpression, selector.indexExpression == nil, selector.relations.isEmpty { return selector }
        var resolved = selector
        if let text = selector.text { resolved.text = try expand(text, env: env) }
        if let id = selector.id { resolved.id = try expand(id, env: env) }
        if let expression = selector.indexExpression {
            let value = try expand(expression, env: env)
            guard let index = Int(value), (0...10_000).contains(index) else {
                throw FlowFileStepFailure(message: "index: expected a whole number from 0 to 10000, found '\(value)'")
            }
            resolved.index = index
            resolved.indexExpression = nil
        }
        var relations: [MaestroSelectorRelation] = []
        for relation in selector.relations {
            relations.append(MaestroSelectorRelation(relation.kind, try resolve(relation.selector, env: env)))
        }
        resolved.relations = relations
        return resolved
    }

    private func interact(_ action: (ScreenDriver) throws(InteractionError) -> Void) throws(FlowFileStepFailure) {
        let driver = try currentDriver()
        do {
            try action(driver)
        } catch {
            throw FlowFileStepFailure(error)
        }
    }

    private func hostCall<Value>(_ context: String, _ call: () throws -> Value) throws(FlowFileStepFailure) -> Value {
        do {
            return try call()
        } catch {
            throw FlowFileStepFailure(message: "\(context): \(error)")
        }
    }

    private func takeScreenshot(named name: String) throws(FlowFileStepFailure) {
        let driver = try currentDriver()
        // A variable may have put `..` into the name after parsing checked it.
        guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else {
            throw FlowFileStepFailure(message: "Screenshot name '\(name)' must stay inside the artifacts folder")
        }
        host.screenshotTaken(name, of: driver.window.screen)
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
            throw FlowFileStepFailure(
                message: "Screenshot '\(name)' could not be written: \(error.localizedDescription)")
        }
    }
}
