import DependencyGraph
import Foundation

/// Runs `depgraph` in process and keeps what it printed.
final class CommandRun {
    private(set) var output = ""
    private(set) var errors = ""
    private(set) var status: Int32 = -1

    init(_ arguments: [String], graphviz: GraphvizRenderer = GraphvizRenderer()) {
        let command = DepgraphCommand(
            write: { self.output += String(decoding: $0, as: UTF8.self) },
            writeError: { self.errors += $0 },
            graphviz: graphviz
        )
        status = command.run(arguments)
    }
}
