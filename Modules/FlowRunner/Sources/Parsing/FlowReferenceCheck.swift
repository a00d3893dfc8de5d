/// What a loaded flow decides on its own, checked before any step runs: no selector written
/// without `${...}` uses a regular-expression construct the linear matcher cannot run (an
/// invalid pattern is no mistake: it is matched as its literal text, as Maestro matches it).
/// Found at run time instead, the refusal would stop the flow halfway, after earlier steps had already changed the app's state. A selector
/// with an expression is left to the step: scripts and outputs can set its value while the flow
/// runs, so only the step knows what it becomes.
enum FlowReferenceCheck {
    /// Checks `steps` and every step nested in them (repeats, retries, included flows).
    ///
    /// - Throws: `FlowSyntaxError` at the first step that holds a pattern that is not supported.
    static func check(_ steps: [FlowStep]) throws(FlowSyntaxError) {
        for step in steps {
            for selector in selectors(of: step.command) {
                for pattern in [selector.text, selector.id].compactMap({ $0 }) where !pattern.contains("${") {
                    do {
                        _ = try FlowPattern(pattern)
                    } catch {
                        throw .titled(FlowReaderTitle.parsingFailed, error.message, at: step.location)
                    }
                }
            }
            try check(nestedSteps(of: step.command))
        }
    }

    private static func selectors(of command: FlowCommand) -> [FlowSelector] {
        switch command {
        case let .tapOn(selector), let .doubleTapOn(selector), let .longPressOn(selector),
            let .copyTextFrom(selector), let .assertVisible(selector), let .assertNotVisible(selector),
            let .scrollUntilVisible(selector, _, _):
            return [selector]
        case let .takeScreenshot(_, cropOn?):
            return [cropOn]
        case let .extendedWaitUntil(visible, notVisible, _):
            return [visible, notVisible].compactMap { $0 }
        default:
            return []
        }
    }

    private static func nestedSteps(of command: FlowCommand) -> [FlowStep] {
        switch command {
        case let .runFlow(inclusion), let .retry(_, inclusion):
            return inclusion.steps
        case let .repeat(_, steps), let .repeatWhile(_, _, steps):
            return steps
        default:
            return []
        }
    }
}
