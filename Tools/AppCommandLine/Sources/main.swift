import Foundation

let console = ConsoleOutput()
console.claimClosedStandardDescriptors()
let commandLine = AppCommandLine(
    write: console.writeOutput,
    writeError: console.writeError,
    // Once the screens can no longer be printed, reading more commands would only act blind.
    readLine: { console.outputFailure == nil ? Swift.readLine(strippingNewline: true) : nil }
)
let status = commandLine.run(Array(CommandLine.arguments.dropFirst()))
exit(console.exitStatus(for: status))
