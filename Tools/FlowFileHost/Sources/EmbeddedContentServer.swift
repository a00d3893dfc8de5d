import ContentServer
import Foundation

/// The content server the tools start by themselves on loopback, one per process, the first
/// time an app is launched: `App demo`, `App test`, the studio and the screen catalogue need no
/// set-up, and every app they launch talks to it unless told another server.
public enum EmbeddedContentServer {
    /// The launch argument that switches the server's scenario for a launch, as a flow says it:
    /// `launchApp: {arguments: {contentScenario: failing-once}}`.
    public static let scenarioArgument = "contentScenario"

    @MainActor private static var server: Result<ContentServer, any Error>?

    /// The process's server, started on first use.
    ///
    /// - Throws: Why it could not start (no loopback socket could be made).
    @MainActor
    public static func shared() throws -> ContentServer {
        if let server { return try server.get() }
        let started = Result { () throws -> ContentServer in
            let server = try ContentServer(port: 0)
            server.start()
            return server
        }
        server = started
        return try started.get()
    }

    /// The scenario a launch's `arguments` name (`normal` when they name none).
    ///
    /// - Throws: `FlowFileHostError` naming the scenarios there are, for one the server does not have.
    static func scenario(in arguments: [String: String]) throws -> ContentScenario {
        guard let argument = arguments[scenarioArgument] else { return .normal }
        do {
            return try ContentScenario(argument: argument)
        } catch {
            throw FlowFileHostError(message: "launch argument \(scenarioArgument): \(error)")
        }
    }
}
