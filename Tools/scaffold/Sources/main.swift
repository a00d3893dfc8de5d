import Foundation

// `scaffold NAME`: adds the feature module NAMEModule to the package; `scaffold screen MODULE
// NAME`: adds the screen NAME to MODULEModule (see ScaffoldCommand.usage).
let status = ScaffoldCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: { print($0) },
    errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
