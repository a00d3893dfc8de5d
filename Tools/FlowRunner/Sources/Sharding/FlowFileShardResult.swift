/// What one worker of a sharded run left: its printed lines and its reports, read back; or,
/// when it ended without reporting (it crashed, could not start, or was stopped), a failure
/// for each of its flows saying how it ended.
struct FlowFileShardResult {
    /// The worker's job.
    let job: FlowFileShardJob
    /// Every line the worker printed.
    let log: [String]
    /// Its JUnit report.
    let junit: JUnitSuites
    /// Its HTML report, when the run writes one.
    let html: HTMLReportFlows?

    /// Reads what the worker of `job`, which ran `flows`, left when it ended as `ending`
    /// (`nil`: it never started).
    init(job: FlowFileShardJob, flows: [FlowFile], ending: FlowFileShardWorkerEnding?, writesHTML: Bool) {
        self.job = job
        let bytes = (try? ReportInputFile.read(job.logPath)) ?? []
        var log = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if log.last == "" { log.removeLast() }
        // Exit 0 and 1 are a finished run; 3 a finished run that could not save a session.
        if let ending, [.exited(0), .exited(1), .exited(3)].contains(ending),
            let reports = Self.reports(of: job, writesHTML: writesHTML)
        {
            (junit, html) = reports
            self.log = log
            return
        }
        let how = ending.map(\.description) ?? "could not start"
        let message = "the worker of shard \(job.shard) \(how) before reporting this flow"
        log.append("FAILED every flow of this shard: its worker \(how) before reporting")
        self.log = log
        let results = flows.map { flow in
            FlowFileResult(
                name: flow.name, file: flow.file, log: [], executedSteps: 0,
                failure: FlowFileFailure(
                    message: message, step: "run the flow in shard \(job.shard)",
                    location: FlowFileSourceLocation(file: flow.file, line: 1, column: 1), screen: "", tree: ""),
                duration: .zero)
        }
        // Our own writers' output always reads back; the fallbacks only keep the types honest.
        junit =
            (try? JUnitSuites(Array(JUnitReport.xml(for: results).utf8), source: job.junitPath))
            ?? JUnitSuites(noSuitesFrom: job.junitPath)
        html = writesHTML ? try? HTMLReportFlows(Array(HTMLReport.html(for: results).utf8), source: "") : nil
    }

    /// The worker's reports, or `nil` when one it was asked for is missing or unreadable.
    private static func reports(of job: FlowFileShardJob, writesHTML: Bool) -> (JUnitSuites, HTMLReportFlows?)? {
        guard let junit = try? JUnitSuites(ReportInputFile.read(job.junitPath), source: job.junitPath) else {
            return nil
        }
        guard writesHTML else { return (junit, nil) }
        guard let path = job.htmlPath, let html = try? HTMLReportFlows(ReportInputFile.read(path), source: path) else {
            return nil
        }
        return (junit, html)
    }
}
