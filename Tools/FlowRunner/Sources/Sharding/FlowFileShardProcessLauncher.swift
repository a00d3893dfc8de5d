import Foundation

/// Starts each worker of a sharded run as a process of a program that runs `test` (the `App`
/// executable started again), its output going to the job's log file.
public struct FlowFileShardProcessLauncher: FlowFileShardWorkerLaunching {
    /// The program to start.
    public let executable: URL
    /// The arguments before `test`: the program's global options (its configuration, scratch
    /// state durability, appearance), the same for every worker.
    public let leadingArguments: [String]

    /// A launcher of `executable leadingArguments... test ...`.
    public init(executable: URL, leadingArguments: [String]) {
        self.executable = executable
        self.leadingArguments = leadingArguments
    }

    /// Starts `executable leadingArguments... test job.testArguments...`.
    public func start(_ job: FlowFileShardJob) throws(FlowFileUsageError) -> any FlowFileShardWorker {
        guard FileManager.default.createFile(atPath: job.logPath, contents: nil),
            let log = FileHandle(forWritingAtPath: job.logPath)
        else {
            throw FlowFileUsageError("cannot start the worker of shard \(job.shard): cannot create '\(job.logPath)'")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = leadingArguments + [FlowFileTestOptions.declaration.name] + job.testArguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = log
        process.standardError = log
        do {
            try process.run()
        } catch {
            try? log.close()
            throw FlowFileUsageError(
                "cannot start the worker of shard \(job.shard) ('\(executable.path)'): \(error.localizedDescription)")
        }
        try? log.close()
        return FlowFileShardProcess(process)
    }
}

/// A worker process `FlowFileShardProcessLauncher` started.
final class FlowFileShardProcess: FlowFileShardWorker {
    private let process: Process
    private var wasStopped = false

    init(_ process: Process) {
        self.process = process
    }

    var ending: FlowFileShardWorkerEnding? {
        if wasStopped { return .stopped }
        guard !process.isRunning else { return nil }
        switch process.terminationReason {
        case .exit: return .exited(process.terminationStatus)
        case .uncaughtSignal: return .signalled(process.terminationStatus)
        @unknown default: return .exited(process.terminationStatus)
        }
    }

    func stop() {
        guard process.isRunning else { return }
        wasStopped = true
        // The worker is this run's own child, ended by its process id. Foundation reaps it;
        // waiting here for that would spin the run loop of the thread that started it.
        kill(process.processIdentifier, SIGKILL)
    }
}
