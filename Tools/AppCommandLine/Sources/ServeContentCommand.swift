import CommandLineKit
import ContentServer

/// `App serve-content [--port N] [--scenario S]`: the content API on the loopback address, for
/// the app's dev configuration and for trying a client against the network's bad days; serves
/// until standard input closes, Ctrl-C (SIGINT) or SIGTERM.
enum ServeContentCommand: DeclaredCommand {
    /// The port the dev configuration points at.
    static let defaultPort: UInt16 = 8437

    static let declaration = CommandDeclaration(
        "serve-content",
        abstract: "Serves the content API (feed, articles, search) on http://127.0.0.1, with failure scenarios.",
        discussion: """
            Serves GET /v1/feed, /v1/articles/ID and /v1/search as docs/content-api.yaml describes them, on
            127.0.0.1 (and ::1) only, until standard input closes, Ctrl-C or SIGTERM. A scenario plays the
            network's bad days: normal, slow[:MS], failing[:STATUS], failing-once[:STATUS], malformed, dropped,
            offline, new-article, empty, revalidate (see docs/content-server.md).

            Exit status: 0 stopped, 1 the port cannot be listened on, 2 bad usage.
            """,
        arguments: [
            .option("--port", value: "N", help: "the port to listen on (default \(defaultPort); 0: any free port)"),
            .option("--scenario", value: "S", help: "the scenario to start in (default normal)"),
        ]
    )

    /// What `App serve-content` was given.
    struct Options: Equatable {
        /// The port; 0 lets the system choose.
        var port = ServeContentCommand.defaultPort
        /// The scenario the server starts in.
        var scenario = ContentScenario.normal

        /// Reads the options of `App serve-content`.
        ///
        /// - Throws: `CommandUsageError` for a port that is not 0 to 65535 or an unknown scenario.
        init(_ parsed: ParsedCommand) throws(CommandUsageError) {
            if let text = parsed.value("--port") {
                guard let port = UInt16(text) else {
                    throw parsed.usageError("--port takes a number from 0 to 65535, not '\(text)'")
                }
                self.port = port
            }
            if let text = parsed.value("--scenario") {
                do {
                    scenario = try ContentScenario(argument: text)
                } catch {
                    throw parsed.usageError("--scenario: \(error.message)")
                }
            }
        }
    }

    /// Serves until `readLine` returns `nil` (standard input closed) or a stop signal comes;
    /// returns 0, or 1 when the server cannot listen.
    static func run(
        _ options: Options, readLine: @escaping () -> String?, write: (String) -> Void, writeError: (String) -> Void
    ) -> Int32 {
        let server: ContentServer
        do {
            server = try ContentServer(port: options.port)
        } catch {
            writeError("error: \(error.message)")
            return 1
        }
        if let notice = server.notice { writeError("notice: \(notice)") }
        server.switchScenario(to: options.scenario)
        server.start()
        let stop = ServeContentStop()
        write("content server: \(server.baseURL.absoluteString) (scenario: \(server.scenario))")
        write("Close standard input (Ctrl-D) or press Ctrl-C to stop it.")
        stop.wait(readingLinesWith: readLine)
        server.stop()
        write("content server stopped after \(server.contentRequestCount) content requests.")
        return 0
    }
}
