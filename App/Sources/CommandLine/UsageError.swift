/// A command line the app cannot run. Printed with the help; the exit code is 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let description: String
}
