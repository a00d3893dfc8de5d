import App
import FlowFileHost
import FlowRunner
import HeadlessDefaults
import HeadlessUI

/// The guided tour `App demo` (and so `make run`) prints: the bundled tour flow, run step by
/// step on a fresh app, with each step's description as its caption and the screen after it.
struct DemoTour {
    let width: Int
    let write: (String) -> Void
    /// The tour's state file is scratch: relaxed unless the command line asks for more.
    let durability: Durability
    /// Hears what the tour's app says about its session.
    let notices: NoticeTally

    /// Runs the tour. Returns the exit code: 0, or 1 when a step fails (with the report).
    func run() -> Int32 {
        let flow: FlowFile
        do {
            flow = try FlowFileLoader().load(try BundledFlowFiles.path(of: BundledFlowFiles.tour))
        } catch {
            write("error: cannot load the tour: \(error)")
            return 1
        }
        let states = TemporaryStateFolder()
        let runner = FlowFileRunner(
            host: AppFlowFileHost(statePath: states.nextStatePath(), durability: durability, notices: notices))
        let renderer = TextRenderer(width: width)
        var stop = 0
        runner.afterEachStep = { [write] description, window in
            stop += 1
            write("\(stop). \(description)")
            if let window { write(renderer.render(window.screen)) }
            write("")
        }
        let result = runner.run(flow)
        if let failure = result.failure {
            write(failure.report)
            return 1
        }
        write("Tour complete: \(result.executedSteps) steps.")
        return 0
    }
}
