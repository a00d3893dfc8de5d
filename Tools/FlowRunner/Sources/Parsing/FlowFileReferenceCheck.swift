/// What a loaded flow decides on its own, checked before any step runs: no selector written
/// without `${...}` uses a regular-expression construct the linear matcher cannot run (an
/// invalid pattern is no mistake: it is matched as its literal text, as Maestro matches it).
/// Found at run time instead, the refusal would stop the flow halfway, after earlier steps had
/// already changed the app's state. A selector with an expression is left to the step: scripts
/// and outputs can set its value while the flow runs, so only the step knows what it becomes.
///
/// Each file is checked once, when `FlowFileLoader` has read it and the files it runs: a step that
/// runs another file stands for that file's own result. Walking into every inclusion instead
/// walks a file once per path that reaches it, which files that each run the next one eight
/// times make astronomical within the sixteen levels of nesting allowed.
enum FlowFileReferenceCheck {
    /// The refusal of the first step of `steps` (one file's, resolved), in order and depth
    /// first, that holds an unsupported pattern; `nil` when none does.
    ///
    /// - Parameter refusalOfFile: The first refusal of the file a `runFlow` or `retry` step
    ///   names as written, already checked; `nil` when it has none.
    ///
    /// Patterns are judged by `MaestroPattern.refusal(of:)`, never compiled and dropped: Swift
    /// 6.3's optimiser miscompiles a dropped `MaestroPattern` inlined here (docs/miscompile/), and
    /// `make release-check` runs the bundled flows on a release build to keep that seen.
    static func firstRefusal(in steps: [FlowFileStep], refusalOfFile: (String) -> FlowFileSyntaxError?)
        -> FlowFileSyntaxError?
    {
        for step in steps {
            for selector in selectors(of: step.command) {
                for pattern in [selector.text, selector.id] {
                    guard let pattern, !MaestroExpressions.holdsExpression(pattern) else { continue }
                    if let failure = MaestroPattern.refusal(of: pattern) {
                        return .titled(FlowFileReaderTitle.parsingFailed, failure.message, at: step.location)
                    }
                }
            }
            if let file = includedFile(of: step.command) {
                if let refusal = refusalOfFile(file) { return refusal }
            } else if let refusal = firstRefusal(in: nestedSteps(of: step.command), refusalOfFile: refusalOfFile) {
                return refusal
            }
        }
        return nil
    }

    private static func selectors(of command: MaestroCommand) -> [MaestroSelector] {
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

    /// The file a step runs, as written; `nil` for a step that runs no file.
    private static func includedFile(of command: MaestroCommand) -> String? {
        switch command {
        case let .runFlow(inclusion): inclusion.file
        case let .retry(_, inclusion): inclusion.file
        default: nil
        }
    }

    /// The steps written inside a step of this file: a repeat's, or inline `commands`.
    private static func nestedSteps(of command: MaestroCommand) -> [FlowFileStep] {
        switch command {
        case let .runFlow(inclusion): inclusion.steps
        case let .retry(_, inclusion): inclusion.steps
        case let .repeat(_, steps): steps
        case let .repeatWhile(_, _, steps): steps
        default: []
        }
    }
}
