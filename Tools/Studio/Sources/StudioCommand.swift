import App
import CommandLineKit
import Dispatch
import FlowFileHost
import Foundation
import HTTPServerKit

/// `App studio`: serves the studio page on the loopback address until Ctrl-C (SIGINT) or
/// SIGTERM, then stops the server and returns; every change to the session was saved as it
/// happened, as in any run.
public enum StudioCommand: DeclaredCommand {
    /// The command's name, arguments and help: its parsing, usage and `--help` come from it.
    public static let declaration = CommandDeclaration(
        "studio",
        abstract: "Serves a page on http://127.0.0.1 that shows the app and drives it, and records flows.",
        discussion: """
            Prints the page's address with a one-time access token; open it in a browser on this
            machine. The page shows the screen beside its element tree, inspects elements, taps and
            types, runs any flow-file command and records what you do as a flow `App test` replays.
            Stop it with Ctrl-C. The global --configuration and --state choose the app and session.
            """,
        arguments: [
            .option("--port", value: "N", help: "the port to listen on (default 0: any free port)"),
            .flag("--open", help: "open the page in the default browser (xdg-open)"),
            .flag(
                "--log-requests",
                help: "print each request's method, path and status to standard error (never the query)"),
        ]
    )

    /// What `App studio` was given.
    public struct Options: Equatable {
        /// The port; 0 lets the system choose.
        var port: UInt16 = 0
        /// Whether to open the page in a browser.
        var opensBrowser = false
        /// Whether each request answered is printed to standard error.
        var logsRequests = false

        /// Reads the options of `App studio`.
        ///
        /// - Throws: `CommandUsageError` for a port that is not 0 to 65535.
        public init(_ parsed: ParsedCommand) throws(CommandUsageError) {
            if let text = parsed.value("--port") {
                guard let port = UInt16(text) else {
                    throw parsed.usageError("--port takes a number from 0 to 65535, not '\(text)'")
                }
                self.port = port
            }
            opensBrowser = parsed.flag("--open")
            logsRequests = parsed.flag("--log-requests")
        }
    }

    /// Runs the studio until a stop signal. Returns 0, 1 when it cannot start, or the
    /// unsaved-change status when a change to the session could not be saved.
    public static func run(
        _ options: Options, launch: LaunchOptions, write: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void
    ) -> Int32 {
        let packagePath = FileManager.default.currentDirectoryPath
        let studio: Studio
        do {
            studio = try Studio(options: launch, folder: packagePath)
        } catch {
            writeError("error: the app cannot start: \(error)")
            return 1
        }
        if let notice = studio.app.notice { writeError("notice: \(notice)") }
        studio.onSaveFailure = { writeError("notice: \($0.message)") }
        let server: HTTPServer
        do {
            server = try HTTPServer(port: options.port)
        } catch {
            writeError("error: \(error.message)")
            return 1
        }
        if let notice = server.notice { writeError("notice: \(notice)") }
        let access = StudioAccess(token: StudioAccess.randomToken(), port: server.port)
        let queue = StudioRequestQueue()
        let stopSignals = StopSignals { queue.stop() }
        serve(
            studio, on: server, access: access, queue: queue,
            graph: StudioDependencyGraph.load(packagePath: packagePath),
            log: StudioRequestLog.writer(enabled: options.logsRequests)
        ) {
            write("App studio is serving \(studio.settings.configuration) on \(access.address)")
            write("Open that address in a browser on this machine; Ctrl-C stops the studio.")
            if options.opensBrowser { openBrowser(access.address, writeError: writeError) }
        }
        stopSignals.restore()
        write("App studio stopped.")
        return studio.unsavedChanges > 0 ? NoticeTally.unsavedChangeStatus : 0
    }

    /// Serves `studio` on `server` until `queue` is stopped: each request `access` lets through
    /// is answered on the main actor by the studio's API (with `graph` for the graph tab), and
    /// each request is told to `log`; `listening` runs once the server accepts connections.
    /// Returns once the server has stopped, which ends every event stream.
    static func serve(
        _ studio: Studio, on server: HTTPServer, access: StudioAccess, queue: StudioRequestQueue,
        graph: @escaping @autoclosure () -> StudioDependencyGraph?,
        log: @escaping @Sendable (HTTPRequest, HTTPStatus) -> Void, listening: () -> Void
    ) {
        server.start(
            gate: { request in
                let refusal = access.gate(request)
                if let refusal { log(request, refusal.status) }
                return refusal
            },
            handler: { request in
                let response = queue.submit(request)
                log(request, response.status)
                return response
            })
        listening()
        let api = StudioAPI(studio: studio, graph: graph())
        queue.serve { api.respond(to: $0) }
        server.stop()
    }

    private static func openBrowser(_ address: String, writeError: (String) -> Void) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", address]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            writeError("notice: could not open a browser (\(error.localizedDescription)); open the address yourself")
        }
    }
}
