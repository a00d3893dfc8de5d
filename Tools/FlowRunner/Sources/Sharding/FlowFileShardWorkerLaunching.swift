/// Starts the workers of a sharded run (`App` starts itself again; tests start fakes).
@MainActor
public protocol FlowFileShardWorkerLaunching {
    /// Starts a worker for `job`, returning at once while it runs.
    ///
    /// - Throws: `FlowFileUsageError` saying why the worker could not be started.
    func start(_ job: FlowFileShardJob) throws(FlowFileUsageError) -> any FlowFileShardWorker
}

/// A running worker of a sharded run.
@MainActor
public protocol FlowFileShardWorker: AnyObject {
    /// How the worker ended, or `nil` while it runs.
    var ending: FlowFileShardWorkerEnding? { get }

    /// Stops the worker at once; it ends as `.stopped`.
    func stop()
}

/// How a worker ended.
public enum FlowFileShardWorkerEnding: Sendable, Equatable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signalled(Int32)
    /// It ran past its deadline and was stopped.
    case stopped

    /// How the ending reads in a failure: `exited with status 2`.
    public var description: String {
        switch self {
        case let .exited(status): "exited with status \(status)"
        case let .signalled(signal): "was ended by signal \(signal)"
        case .stopped: "ran past its time limit and was stopped"
        }
    }
}
