/// What the command line asked for.
struct Invocation: Equatable {
    /// The subcommand.
    enum Command: Equatable {
        /// Read commands from standard input, one a line.
        case interactive
        /// The guided tour of every screen.
        case demo
        /// Launch, open a link, print the screen.
        case open(String)
        /// Run flow files; the arguments go to the flow runner.
        case test([String])
        /// Render every screen; the arguments go to the snapshot writer.
        case snapshot([String])
        /// Audit every screen for accessibility; the arguments go to the audit.
        case audit([String])
        /// Print or check the design tokens; the arguments go to the tokens command.
        case tokens([String])
        /// Run the benchmarks; the arguments go to the benchmark.
        case bench([String])
        /// Print the help.
        case help
        /// Print one command's usage (`App test --help`).
        case commandHelp(String)
    }

    var command: Command = .interactive
    var launch = LaunchOptions()
    /// The width of text renders.
    var width = 48
}
