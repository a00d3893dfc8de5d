import DependencyGraph

/// Runs `depgraph` in process and keeps what it printed.
final class CommandRun {
    private(set) var output = ""
    private(set) var errors = ""
    private(set) var status: Int32 = -1

    init(_ arguments: [String]) {
        let command = DepgraphCommand(write: { self.output += $0 }, writeError: { self.errors += $0 })
        status = command.run(arguments)
    }
}
