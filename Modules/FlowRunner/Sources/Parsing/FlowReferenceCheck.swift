/// What a loaded flow decides on its own, checked before any step runs: every `${NAME}` has a
/// value from the env blocks that reach it, and every selector is a valid regular expression.
/// Found at run time instead, the mistake would stop the flow halfway, after earlier steps had
/// already changed the app's state.
enum FlowReferenceCheck {
    /// Checks `steps` (and the steps of their repeats and included flows) as the runner will
    /// see them, with `env` in effect.
    ///
    /// - Throws: `FlowSyntaxError` at the first step that names an unknown variable or holds an
    ///   invalid pattern.
    static func check(_ steps: [FlowStep], env: [String: String]) throws(FlowSyntaxError) {
        for step in steps {
            switch step.command {
            case let .runFlow(inclusion):
                try check(inclusion.steps, env: inclusion.environment(inside: env))
            case let .repeat(_, inner):
                try check(inner, env: env)
            case let .inputText(text), let .openLink(text), let .takeScreenshot(text):
                _ = try substitute(text, env: env, at: step)
            case let .tapOn(selector), let .assertVisible(selector), let .assertNotVisible(selector):
                for pattern in [selector.text, selector.id].compactMap({ $0 }) {
                    let resolved = try substitute(pattern, env: env, at: step)
                    do {
                        _ = try FlowPattern(resolved)
                    } catch {
                        throw FlowSyntaxError(error.message, at: step.location)
                    }
                }
            case .launchApp, .clearState, .eraseText, .back, .swipe, .scroll:
                break
            }
        }
    }

    private static func substitute(_ text: String, env: [String: String], at step: FlowStep) throws(FlowSyntaxError)
        -> String
    {
        do {
            return try FlowEnvironment.substitute(text, from: env)
        } catch {
            throw FlowSyntaxError(error.message, at: step.location)
        }
    }
}
