/// The readable one-line description of each command, in Maestro's words.
enum FlowStepDescriber {
    static func describe(_ command: FlowCommand, env: [String: String]) -> String {
        switch command {
        case let .launchApp(clearState):
            return clearState ? "Launch app (clear state)" : "Launch app"
        case .clearState:
            return "Clear state"
        case let .tapOn(selector):
            return "Tap on " + summary(selector, env: env)
        case let .inputText(text):
            return "Input text " + substituted(text, env: env)
        case let .eraseText(count):
            return count.map { "Erase \($0) characters" } ?? "Erase text"
        case .back:
            return "Press back"
        case let .swipe(direction):
            return "Swipe \(direction.rawValue)"
        case let .openLink(link):
            return "Open " + substituted(link, env: env)
        case let .assertVisible(selector):
            return "Assert that " + summary(selector, env: env) + " is visible"
        case let .assertNotVisible(selector):
            return "Assert that " + summary(selector, env: env) + " is not visible"
        case let .takeScreenshot(name):
            return "Take screenshot " + substituted(name, env: env)
        case let .runFlow(inclusion):
            return inclusion.file.map { "Run flow \($0)" } ?? "Run flow (inline commands)"
        case let .repeat(times, _):
            return "Repeat \(times) times"
        case .scroll:
            return "Scroll"
        }
    }

    static func summary(_ selector: FlowSelector, env: [String: String]) -> String {
        let prefix = selector.isOptional ? "(optional) " : ""
        return prefix + substituted(selector, env: env).summary
    }

    static func substituted(_ selector: FlowSelector, env: [String: String]) -> FlowSelector {
        var copy = selector
        copy.text = selector.text.map { substituted($0, env: env) }
        copy.id = selector.id.map { substituted($0, env: env) }
        return copy
    }

    /// The text with variables replaced where they are known, as written where they are not.
    private static func substituted(_ text: String, env: [String: String]) -> String {
        (try? FlowEnvironment.substitute(text, from: env)) ?? text
    }
}
