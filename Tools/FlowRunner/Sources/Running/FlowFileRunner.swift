import HeadlessUI

/// Runs flow files against the app its host (`FlowFileHosting`) makes: each step is printed as
/// COMPLETED, FAILED or SKIPPED; the first failure stops the flow and is reported with the screen
/// and the tree. Deterministic: the headless screen is up to date after every step, so nothing waits.
@MainActor
public final class FlowFileRunner {
    /// The default cap on steps (and repeat rounds) per flow; it turns a runaway repeat into
    /// a failure instead of a hang.
    public static let defaultStepLimit = 1_000_000
    /// The default wall-clock budget of one flow, hooks included: ten minutes. Maestro has none;
    /// this one ends a flow whose steps each stay within their limits but never finish together
    /// (nested repeats of scripts, `repeat: while: true`).
    nonisolated public static let defaultTimeLimit = Duration.seconds(600)

    private let app: FlowFileAppSession
    private let parameters: [String: String]
    private let stepLimit: Int
    private let timeLimit: Duration
    private let clock: () -> ContinuousClock.Instant
    private let output: ((String) -> Void)?

    /// Called after each command that completes, with its description and the window (when
    /// an app is running): how a guided tour prints every screen it passes.
    public var afterEachStep: ((_ description: String, _ window: Window?) -> Void)?

    private var log: [String] = []
    private var executedSteps = 0
    private var spentBudget = 0
    private var failure: FlowFileFailure?
    private var notApplicable: [String] = []
    private var records: [FlowFileStepRecord] = []
    private var lastRecordTime = ContinuousClock.now
    /// The steps running now, outermost first, each with its depth, the index in `log` where
    /// its lines begin and the time it began. A step's own line goes where its lines begin, so
    /// a step that runs others reads above them however late it ends.
    private var openSteps: [(depth: Int, firstLine: Int, start: ContinuousClock.Instant)] = []
    /// How many lines of `log` have gone to `output`.
    private var printedLines = 0
    private var startTime = ContinuousClock.now
    private var lastSVG: String?
    private let capturesScreens: Bool

    /// Creates a runner.
    ///
    /// - Parameters:
    ///   - host: Launches the app and opens links.
    ///   - artifactsDirectory: Where `takeScreenshot` writes; `nil` writes nothing.
    ///   - parameters: Values for the flows' `${NAME}`s given from outside (`App test -e`);
    ///     a flow's own `env` may define the same names, using these values to do so.
    ///   - stepLimit: The most steps and repeat rounds one flow may run.
    ///   - timeLimit: The longest a flow may run; the step that finds it past fails the flow.
    ///   - clock: The time now, read before each step and repeat round (a test's own clock
    ///     makes the time limit deterministic).
    ///   - capturesScreens: Keep a record of every step, with its time and the screen after
    ///     it, in `FlowFileResult.steps` (for the HTML report).
    ///   - output: Receives each line of the log, in the log's order: a step at the top when it
    ///     ends, followed by the lines of the steps it ran.
    public init(
        host: any FlowFileHosting,
        artifactsDirectory: String? = nil,
        parameters: [String: String] = [:],
        stepLimit: Int = FlowFileRunner.defaultStepLimit,
        timeLimit: Duration = FlowFileRunner.defaultTimeLimit,
        clock: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now },
        capturesScreens: Bool = false,
        output: ((String) -> Void)? = nil
    ) {
        self.capturesScreens = capturesScreens
        self.app = FlowFileAppSession(host: host, artifactsDirectory: artifactsDirectory)
        self.parameters = parameters
        self.stepLimit = stepLimit
        self.timeLimit = timeLimit
        self.clock = clock
        self.output = output
    }

    /// Runs `flow` from a state with no app launched (the first step that needs one
    /// launches it) and returns what happened.
    public func run(_ flow: FlowFile) -> FlowFileResult {
        app.quit()
        log = []
        executedSteps = 0
        spentBudget = 0
        failure = nil
        notApplicable = []
        records = []
        openSteps = []
        printedLines = 0
        lastSVG = nil
        let start = clock()
        startTime = start
        lastRecordTime = start
        // Maestro's order: its built-in variables, the run's parameters, then the flow's own env,
        // whose values may use both (`USER: ${USER || 'ada'}`).
        var env = ["MAESTRO_FILENAME": Self.fileName(of: flow.file)].merging(parameters) { $1 }
        do {
            env = try defineEnv(of: flow, over: env)
            try selectApp(of: flow)
            try runSteps(flow.config.onFlowStart, env: env, depth: 0)
            try runSteps(flow.steps, env: env, depth: 0)
        } catch {
            // The failing step has already recorded itself and its report.
        }
        if !flow.config.onFlowComplete.isEmpty {
            // onFlowComplete runs whatever happened, as Maestro's does; its own failure is
            // reported only when the flow had not already failed.
            let earlier = failure
            do {
                try runSteps(flow.config.onFlowComplete, env: env, depth: 0)
            } catch {
                if earlier != nil { failure = earlier }
            }
        }
        let result = FlowFileResult(
            name: flow.name,
            file: flow.file,
            log: log,
            executedSteps: executedSteps,
            failure: failure,
            duration: clock() - start,
            notApplicableSteps: notApplicable,
            steps: records
        )
        app.quit()
        return result
    }

    // MARK: - Steps

    private func runSteps(_ steps: [FlowFileStep], env: [String: String], depth: Int) throws(FlowFileStepFailure) {
        for (position, step) in steps.enumerated() {
            do {
                try runStep(step, env: env, depth: depth)
            } catch {
                for skipped in steps[(position + 1)...] {
                    record(.skipped, FlowFileStepDescriber.describe(skipped, env: env, input: .unknown), depth: depth)
                }
                throw error
            }
        }
    }

    private func runStep(_ step: FlowFileStep, env: [String: String], depth: Int) throws(FlowFileStepFailure) {
        // Focus is known before typing and typing does not move it, so the field a step types
        // into is known here, before the step runs. Only typed text is described by its field;
        // finding the focus walks the screen, which no other step needs.
        let input: FlowFileStepDescriber.InputTarget =
            if case .inputText = step.command, step.label == nil, app.isSecureFieldFocused {
                .secureField
            } else {
                .plainField
            }
        let description = FlowFileStepDescriber.describe(step, env: env, input: input)
        let earlierFailure = failure
        let firstLine = log.count
        openSteps.append((depth, firstLine, lastRecordTime))
        defer {
            openSteps.removeLast()
            printFinishedLines()
        }
        do {
            try runCommand(step, description: description, env: env, depth: depth)
        } catch {
            guard step.isOptional, !error.isNotApplicable else { throw error }
            // An optional step that failed is a warning: the flow goes on without its report.
            failure = earlierFailure
            if firstLine < log.count, log[firstLine].contains(description),
                log[firstLine].hasPrefix(String(repeating: "  ", count: depth) + "FAILED")
            {
                log.remove(at: firstLine)
                if capturesScreens { records.remove(at: firstLine) }
            }
            record(.skipped, description + " (optional: \(error.message))", depth: depth)
        }
    }

    private func runCommand(_ step: FlowFileStep, description: String, env: [String: String], depth: Int)
        throws(FlowFileStepFailure)
    {
        switch step.command {
        case let .runFlow(inclusion):
            guard inclusion.file == nil || !inclusion.steps.isEmpty else {
                try fail(
                    FlowFileStepFailure(
                        message: "runFlow file '\(inclusion.file ?? "")' was not loaded: use FlowFileLoader"),
                    step: step,
                    description: description,
                    depth: depth
                )
            }
            if let condition = inclusion.condition,
                try !checked(condition, step: step, description: description, env: env, depth: depth)
            {
                record(.skipped, description + " (condition is false)", depth: depth)
                return
            }
            let innerEnv = try inclusionEnv(
                of: inclusion, over: env, step: step, description: description, depth: depth)
            try runNested(inclusion.steps, env: innerEnv, description: description, depth: depth)
            record(.completed, description, depth: depth)
        case let .repeat(times, steps):
            for _ in 0..<times {
                // Rounds count against the limit too, so nested repeats cannot spin unnoticed.
                try spend(step: step, description: description, depth: depth)
                try runNested(steps, env: env, description: description, depth: depth)
            }
            record(.completed, description, depth: depth)
        case let .repeatWhile(condition, times, steps):
            var rounds = 0
            let limit = try times.map { text throws(FlowFileStepFailure) in
                try roundCount(text, step: step, description: description, env: env, depth: depth)
            }
            while try condition.map({ condition throws(FlowFileStepFailure) in
                try checked(condition, step: step, description: description, env: env, depth: depth)
            }) ?? true {
                if let limit, rounds >= limit { break }
                rounds += 1
                try spend(step: step, description: description, depth: depth)
                try runNested(steps, env: env, description: description, depth: depth)
            }
            record(.completed, description, depth: depth)
        case let .retry(retries, inclusion):
            let innerEnv = try inclusionEnv(
                of: inclusion, over: env, step: step, description: description, depth: depth)
            var attempt = 0
            while true {
                try spend(step: step, description: description, depth: depth)
                do {
                    try runSteps(inclusion.steps, env: innerEnv, depth: depth + 1)
                    break
                } catch {
                    attempt += 1
                    guard attempt <= retries else {
                        record(.failed, description, depth: depth)
                        throw error
                    }
                    failure = nil
                }
            }
            record(.completed, description, depth: depth)
        case let .runScript(file, scriptEnv, condition):
            let innerEnv = env.merging(scriptEnv) { $1 }
            if let condition, try !checked(condition, step: step, description: description, env: env, depth: depth) {
                record(.skipped, description + " (condition is false)", depth: depth)
                return
            }
            try perform(step, description: description, depth: depth) { () throws(FlowFileStepFailure) in
                try app.runScript(file, env: innerEnv)
            }
        default:
            try perform(step, description: description, depth: depth) { () throws(FlowFileStepFailure) in
                try app.perform(step.command, env: env)
            }
        }
    }

    /// Runs one leaf step: counts it, records its status and tells `afterEachStep`.
    private func perform(
        _ step: FlowFileStep,
        description: String,
        depth: Int,
        _ action: () throws(FlowFileStepFailure) -> Void
    ) throws(FlowFileStepFailure) {
        try spend(step: step, description: description, depth: depth)
        executedSteps += 1
        do {
            try action()
        } catch {
            if error.isNotApplicable {
                notApplicable.append(description)
                record(.notApplicable, description + " (\(error.message))", depth: depth)
                return
            }
            if let selector = Self.selector(of: step.command), selector.isOptional {
                record(.skipped, description + " (optional: \(error.message))", depth: depth)
                return
            }
            try fail(error, step: step, description: description, depth: depth)
        }
        record(.completed, description, depth: depth)
        afterEachStep?(description, app.window)
    }

    private func runNested(_ steps: [FlowFileStep], env: [String: String], description: String, depth: Int)
        throws(FlowFileStepFailure)
    {
        do {
            try runSteps(steps, env: env, depth: depth + 1)
        } catch {
            record(.failed, description, depth: depth)
            throw error
        }
    }

    /// Evaluates a condition, failing the step when it cannot be evaluated.
    private func checked(
        _ condition: MaestroCondition,
        step: FlowFileStep,
        description: String,
        env: [String: String],
        depth: Int
    ) throws(FlowFileStepFailure) -> Bool {
        do {
            return try app.holds(condition, env: env)
        } catch {
            try fail(error, step: step, description: description, depth: depth)
        }
    }

    /// A `repeat` count written as an expression, evaluated now.
    private func roundCount(_ text: String, step: FlowFileStep, description: String, env: [String: String], depth: Int)
        throws(FlowFileStepFailure) -> Int
    {
        do throws(FlowFileStepFailure) {
            let value = try app.expand(text, env: env)
            guard let count = Int(value), (0...FlowFileParser.maximumRepeatCount).contains(count) else {
                throw FlowFileStepFailure(
                    message:
                        "repeat.times: expected a whole number from 0 to \(FlowFileParser.maximumRepeatCount), found '\(value)'"
                )
            }
            return count
        } catch {
            try fail(error, step: step, description: description, depth: depth)
        }
    }

    /// The flow file's name without its folder and extension, as `MAESTRO_FILENAME` gives it.
    private static func fileName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }

    /// What an included flow sees: its file's own env as defaults, the including flow's
    /// variables over them, and the command's `env` over both, each value evaluated where the
    /// command stands.
    private func inclusionEnv(
        of inclusion: FlowFileInclusion, over env: [String: String], step: FlowFileStep, description: String, depth: Int
    ) throws(FlowFileStepFailure) -> [String: String] {
        do {
            let defaults = try evaluated(inclusion.defaultEnv, over: env)
            return defaults.merging(env) { $1 }.merging(try evaluated(inclusion.env, over: env)) { $1 }
        } catch {
            try fail(error, step: step, description: description, depth: depth)
        }
    }

    /// The flow's config `env` defined over `env`, as Maestro defines it when the flow starts;
    /// a value that cannot be evaluated fails the flow before its first command.
    private func defineEnv(of flow: FlowFile, over env: [String: String]) throws(FlowFileStepFailure) -> [String:
        String]
    {
        do {
            return env.merging(try evaluated(flow.config.env, over: env)) { $1 }
        } catch {
            try failBeforeFirstStep(error, description: "Define env", in: flow)
        }
    }

    /// Each value of `definitions` with its `${...}` evaluated against `env`: all against the
    /// same variables, so a definition never sees another of the same block.
    private func evaluated(_ definitions: [String: String], over env: [String: String]) throws(FlowFileStepFailure)
        -> [String: String]
    {
        var values: [String: String] = [:]
        for (name, value) in definitions {
            do {
                values[name] = try app.expand(value, env: env)
            } catch {
                throw FlowFileStepFailure(message: "env \(name): \(error.message)")
            }
        }
        return values
    }

    /// Counts one step or repeat round against the step limit, and checks the time limit.
    private func spend(step: FlowFileStep, description: String, depth: Int) throws(FlowFileStepFailure) {
        spentBudget += 1
        if spentBudget > stepLimit {
            try fail(
                FlowFileStepFailure(
                    message: "Step limit exceeded: the flow ran more than \(stepLimit) steps; lower a repeat count"
                ),
                step: step,
                description: description,
                depth: depth
            )
        }
        if clock() - startTime > timeLimit {
            try fail(
                FlowFileStepFailure(
                    message:
                        "Time limit exceeded: the flow ran longer than \(Self.seconds(timeLimit)) s; "
                        + "give it more with App test --timeout SECONDS"
                ),
                step: step,
                description: description,
                depth: depth
            )
        }
    }

    /// `duration` in seconds, without a fraction when it has none.
    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        guard attoseconds != 0 else { return String(seconds) }
        return String(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// Fails the flow before its first step when the host does not know its `appId`.
    private func selectApp(of flow: FlowFile) throws(FlowFileStepFailure) {
        do {
            try app.selectApp(identifier: flow.config.appId)
        } catch {
            try failBeforeFirstStep(error, description: "Select app \(flow.config.appId ?? "(none)")", in: flow)
        }
    }

    /// Records a failure of the flow's set-up, which has no step of its own: it is placed at the
    /// top of the file.
    private func failBeforeFirstStep(_ error: FlowFileStepFailure, description: String, in flow: FlowFile)
        throws(FlowFileStepFailure) -> Never
    {
        record(.failed, description, depth: 0)
        failure = FlowFileFailure(
            message: error.message, step: description,
            location: FlowFileSourceLocation(file: flow.file, line: 1, column: 1),
            screen: app.screenText, tree: app.treeText)
        throw error
    }

    private func fail(
        _ error: FlowFileStepFailure,
        step: FlowFileStep,
        description: String,
        depth: Int
    ) throws(FlowFileStepFailure) -> Never {
        record(.failed, description, depth: depth)
        let report = FlowFileFailure(
            message: TerminalText.visible(error.message, keepingLineBreaks: true),
            step: TerminalText.visible(description),
            location: step.location,
            screen: app.screenText,
            tree: app.treeText
        )
        failure = report
        throw error
    }

    /// Logs one step. A description quotes the flow file and its variables, so its control
    /// characters are made visible: the log reaches the console, JUnit and the artifacts.
    /// The line of the step running at `depth` goes above the lines of the steps it ran.
    private func record(_ status: FlowFileStepStatus, _ description: String, depth: Int) {
        var line = depth == 0 ? "" : String(repeating: "  ", count: depth)
        line += status.column
        line += " "
        line += TerminalText.visible(description)
        // Lines at `depth` while no step of that depth runs are the skipped rest of a list.
        let ownStep = openSteps.last.flatMap { $0.depth == depth ? $0 : nil }
        let index = ownStep?.firstLine ?? log.count
        // Mostly the end of the log: appended there without the general insertion's work.
        if index == log.count { log.append(line) } else { log.insert(line, at: index) }
        defer { printFinishedLines() }
        // Only the HTML report reads the records; a plain run keeps the per-step cost it had.
        guard capturesScreens else { return }
        let now = clock()
        var svg: String?
        if status != .skipped, let current = app.screenSVG(), current != lastSVG {
            svg = current
            lastSVG = current
        }
        let duration = now - (ownStep?.start ?? lastRecordTime)
        records.insert(
            FlowFileStepRecord(
                depth: depth, status: status, description: description, duration: duration, screenSVG: svg),
            at: index)
        lastRecordTime = now
    }

    /// Sends `output` the lines of the log no running step can still put a line above: a step
    /// at the top prints when it ends, with every line of the steps it ran.
    private func printFinishedLines() {
        guard openSteps.isEmpty else { return }
        while printedLines < log.count {
            output?(log[printedLines])
            printedLines += 1
        }
    }

    private static func selector(of command: MaestroCommand) -> MaestroSelector? {
        switch command {
        case let .tapOn(selector), let .doubleTapOn(selector), let .longPressOn(selector), let .assertVisible(selector),
            let .assertNotVisible(selector), let .copyTextFrom(selector):
            selector
        default: nil
        }
    }
}
