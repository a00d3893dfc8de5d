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
        if let refusal = firstRefusal(in: steps) { throw refusal }
    }

    /// The refusal of the first step, in order and depth first, that holds an unsupported pattern.
    ///
    /// Left unoptimised on purpose: Swift 6.3's optimiser miscompiles this walk (a release build
    /// over-releases an array of the steps and crashes on every flow file it loads);
    /// `make release-check` runs the bundled flows on a release build to keep that seen.
    @_optimize(none)
    private static func firstRefusal(in steps: [FlowStep]) -> FlowSyntaxError? {
        for step in steps {
            for selector in selectors(of: step.command) {
                for pattern in [selector.text, selector.id] {
                    guard let pattern, !pattern.contains("${") else { continue }
                    if let message = refusal(of: pattern) {
                        return .titled(FlowReaderTitle.parsingFailed, message, at: step.location)
                    }
                }
            }
            if let refusal = firstRefusal(in: nestedSteps(of: step.command)) { return refusal }
        }
        return nil
    }

    /// Why `pattern` cannot be matched, or `nil` when it can.
    private static func refusal(of pattern: String) -> String? {
        do {
            _ = try FlowPattern(pattern)
            return nil
        } catch {
            return error.message
        }
    }

    private static func selectors(of command: FlowCommand) -> [FlowSelector] {
        switch command {
        case let .tapOn(selector): [selector]
        case let .doubleTapOn(selector): [selector]
        case let .longPressOn(selector): [selector]
        case let .copyTextFrom(selector): [selector]
        case let .assertVisible(selector): [selector]
        case let .assertNotVisible(selector): [selector]
        case let .scrollUntilVisible(selector, _, _): [selector]
        case let .takeScreenshot(_, cropOn): cropOn.map { [$0] } ?? []
        case let .extendedWaitUntil(visible, notVisible, _): [visible, notVisible].compactMap { $0 }
        default: []
        }
    }

    private static func nestedSteps(of command: FlowCommand) -> [FlowStep] {
        switch command {
        case let .runFlow(inclusion): inclusion.steps
        case let .retry(_, inclusion): inclusion.steps
        case let .repeat(_, steps): steps
        case let .repeatWhile(_, _, steps): steps
        default: []
        }
    }
}
