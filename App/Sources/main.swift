import Foundation

// Unbuffered writes, so that piped runs keep screens and notices in the order they happened.
let commandLine = AppCommandLine(
    write: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
    writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
    readLine: { Swift.readLine(strippingNewline: true) }
)
exit(commandLine.run(Array(CommandLine.arguments.dropFirst())))
