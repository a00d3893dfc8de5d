import DependencyGraph
import Foundation

exit(DepgraphCommand().run(Array(CommandLine.arguments.dropFirst())))
