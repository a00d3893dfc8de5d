import DependencyGraph
import Foundation

StandardOutput.reportBrokenPipes()
guard StandardOutput.isOpen else {
    StandardOutput.writeError("depgraph: standard output is closed; redirect it to a file or to /dev/null\n")
    exit(DepgraphCommand.toolError)
}
exit(DepgraphCommand().run(Array(CommandLine.arguments.dropFirst())))
