import Foundation

// `scaffold NAME [--package-path PATH]`: adds the feature module NAMEModule to the package.
let status = ScaffoldCommand.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: { print($0) },
    errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status)
