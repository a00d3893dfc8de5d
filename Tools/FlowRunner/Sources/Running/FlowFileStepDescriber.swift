import HeadlessUI

/// The readable one-line description of each command, in Maestro's words.
enum FlowFileStepDescriber {
    /// Where the text of an `inputText` step goes, which decides how much of it a log shows.
    enum InputTarget {
        /// A field that shows what is typed: the text is shown with its variables filled in.
        case plainField
        /// A secure field: the text is masked as the screen masks it.
        case secureField
        /// Not known, because the step did not run: the text is shown as the file writes it,
        /// so a variable's value never appears without a field to judge it by.
        case unknown
    }

    /// The step's label when it has one, its command's description otherwise.
    static func describe(_ step: FlowFileStep, env: [String: String], input: InputTarget = .plainField) -> String {
        step.label.map { substituted($0, env: env) } ?? describe(step.command, env: env, input: input)
    }

    static func describe(_ command: MaestroCommand, env: [String: String], input: InputTarget = .plainField) -> String {
        switch command {
        case let .launchApp(clearState, arguments):
            let launch = clearState ? "Launch app (clear state)" : "Launch app"
            guard !arguments.isEmpty else { return launch }
            return launch + " with "
                + arguments.keys.sorted().map { "\($0): \(arguments[$0] ?? "")" }.joined(separator: ", ")
        case .clearState:
            return "Clear state"
        case let .tapOn(selector):
            return "Tap on " + summary(selector, env: env)
        case let .doubleTapOn(selector):
            return "Double tap on " + summary(selector, env: env)
        case let .longPressOn(selector):
            return "Long press on " + summary(selector, env: env)
        case let .inputText(text):
            switch input {
            case .plainField: return "Input text " + substituted(text, env: env)
            case .secureField: return "Input text " + ViewNode.masked(substituted(text, env: env))
            case .unknown: return "Input text " + text
            }
        case let .inputRandom(kind):
            return "Input random " + randomSummary(kind)
        case let .eraseText(count):
            return count.map { "Erase \($0) characters" } ?? "Erase text"
        case .back:
            return "Press back"
        case let .pressKey(key):
            return "Press \(key) key"
        case .hideKeyboard:
            return "Hide keyboard"
        case let .copyTextFrom(selector):
            return "Copy text from " + summary(selector, env: env)
        case .pasteText:
            return "Paste text"
        case let .swipe(direction):
            return "Swipe \(direction.rawValue)"
        case let .openLink(link):
            return "Open " + substituted(link, env: env)
        case let .assertVisible(selector):
            return "Assert that " + summary(selector, env: env) + " is visible"
        case let .assertNotVisible(selector):
            return "Assert that " + summary(selector, env: env) + " is not visible"
        case let .assertTrue(condition):
            return "Assert that \(condition) is true"
        case let .evalScript(script):
            return "Run \(script)"
        case let .runScript(file, _, _):
            return "Run script \(file)"
        case let .extendedWaitUntil(visible, notVisible, timeout):
            let what =
                visible.map { summary($0, env: env) + " is visible" }
                ?? notVisible.map { summary($0, env: env) + " is not visible" } ?? ""
            return "Wait until \(what)" + (timeout.map { " (timeout \($0) ms)" } ?? "")
        case .waitForAnimationToEnd:
            return "Wait for animation to end"
        case let .scrollUntilVisible(selector, direction, _):
            return "Scroll \(direction.rawValue) until " + summary(selector, env: env) + " is visible"
        case .stopApp:
            return "Stop app"
        case .killApp:
            return "Kill app"
        case .clearKeychain:
            return "Clear keychain"
        case .assertNoAccessibilityIssues:
            return "Assert that there are no accessibility issues"
        case let .takeScreenshot(name, cropOn):
            return "Take screenshot " + substituted(name, env: env)
                + (cropOn.map { " cropped on " + summary($0, env: env) } ?? "")
        case let .setClipboard(text):
            return "Set clipboard to " + substituted(text, env: env)
        case let .setDarkMode(isDark):
            return isDark ? "Set dark mode" : "Set light mode"
        case .toggleDarkMode:
            return "Toggle dark mode"
        case let .assertDarkMode(isDark):
            return isDark ? "Assert that dark mode is on" : "Assert that light mode is on"
        case let .addMedia(files):
            return "addMedia " + files.joined(separator: ", ")
        case let .runFlow(inclusion):
            let base = inclusion.file.map { "Run flow \($0)" } ?? "Run flow (inline commands)"
            return base + (inclusion.condition.map { " when \($0.summary)" } ?? "")
        case let .repeat(times, _):
            return "Repeat \(times) times"
        case let .repeatWhile(condition, times, _):
            guard let condition else { return "Repeat \(times ?? "") times" }
            return "Repeat while \(condition.summary)" + (times.map { " (at most \($0) times)" } ?? "")
        case let .retry(retries, inclusion):
            return "Retry \(inclusion.file ?? "commands") up to \(retries) times"
        case .scroll:
            return "Scroll"
        case let .deviceOnly(name, detail):
            return detail.isEmpty ? name : "\(name) \(detail)"
        }
    }

    static func summary(_ selector: MaestroSelector, env: [String: String]) -> String {
        let prefix = selector.isOptional ? "(optional) " : ""
        return prefix + substituted(selector, env: env).summary
    }

    static func substituted(_ selector: MaestroSelector, env: [String: String]) -> MaestroSelector {
        // Most selectors hold no variable: every step's description used to copy its selector
        // only to find nothing to replace.
        let holdsExpression =
            selector.text.map(MaestroExpressions.holdsExpression) ?? false
            || selector.id.map(MaestroExpressions.holdsExpression) ?? false
        guard holdsExpression else { return selector }
        var copy = selector
        copy.text = selector.text.map { substituted($0, env: env) }
        copy.id = selector.id.map { substituted($0, env: env) }
        return copy
    }

    private static func randomSummary(_ kind: MaestroRandomInput) -> String {
        switch kind {
        case let .text(length): "text (\(length) characters)"
        case let .number(length): "number (\(length) digits)"
        case .email: "email"
        case .personName: "person name"
        case .cityName: "city name"
        case .countryName: "country name"
        case .colorName: "color name"
        }
    }

    /// The text with each `${NAME}` whose value is known replaced, the rest as written. A
    /// description only shows values and never evaluates: a `${...}` with side effects
    /// (`${output.n = output.n + 1}`) runs once, in its step.
    private static func substituted(_ text: String, env: [String: String]) -> String {
        guard MaestroExpressions.holdsExpression(text) else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            let name = rest[start.upperBound..<end].trimmingCharacters(in: .whitespaces)
            result += rest[..<start.lowerBound]
            result += env[name] ?? String(rest[start.lowerBound...end])
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
