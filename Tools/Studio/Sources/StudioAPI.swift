import App
import DesignSystem
import Foundation
import HTTPServerKit

/// Answers the page's requests: the page and its assets, the screen and its elements, the
/// actions, and the event stream that tells open pages of each change. Every request has
/// passed `StudioAccess` before it gets here; no request names a file: assets come from
/// `StudioAssets`' fixed table, and the graph is the one DependencyGraph reads when the graph
/// tab first asks for it.
public final class StudioAPI {
    private let studio: Studio
    let events: StudioEventStreams
    private let loadGraph: () -> StudioDependencyGraph?
    /// Read on the first request for it, not at start: reading may ask SwiftPM to describe the
    /// package, which would hold up the address a person is waiting for.
    private lazy var graph = loadGraph()

    /// The answers for `studio`, with the module graph `graph` (read when first asked for; `nil`
    /// when there is none) for the graph tab.
    public init(studio: Studio, graph: @escaping @autoclosure () -> StudioDependencyGraph?) {
        self.studio = studio
        self.loadGraph = graph
        events = StudioEventStreams(version: studio.version)
    }

    /// The response to `request`; when it changed the studio, every open event stream is told
    /// the new version before the response goes back.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let response = answer(request)
        events.announce(version: studio.version)
        return response
    }

    private func answer(_ request: HTTPRequest) -> HTTPResponse {
        let path = request.path
        if let asset = StudioAssets.asset(at: path) {
            guard request.method == "GET" || request.method == "HEAD" else { return notAllowed("GET, HEAD") }
            return Self.secured(HTTPResponse(status: .ok, contentType: asset.contentType, text: asset.body))
        }
        guard let route = routes[path] else {
            return Self.secured(.plainText(.notFound, "nothing is served at \(path)"))
        }
        guard request.method == route.method || (route.method == "GET" && request.method == "HEAD") else {
            return notAllowed(route.method)
        }
        do throws(StudioError) {
            return Self.secured(try route.answer(request))
        } catch {
            return Self.secured(Self.json(ErrorBody(error: error.description), status: error.status))
        }
    }

    // MARK: - Routes

    private struct Route {
        let method: String
        let answer: (HTTPRequest) throws(StudioError) -> HTTPResponse
    }

    private var routes: [String: Route] {
        [
            "/api/state": Route(method: "GET") { [self] _ in Self.json(state()) },
            "/api/version": Route(method: "GET") { [self] _ in Self.json(["version": studio.version]) },
            "/api/events": Route(method: "GET") { [self] _ in .eventStream(events.open(version: studio.version)) },
            "/api/inspect": Route(method: "GET") { [self] request throws(StudioError) in
                Self.json(try studio.inspect(path: request.query["path"] ?? ""))
            },
            "/api/tap": Route(method: "POST") { [self] request throws(StudioError) in
                let body: PathBody = try Self.decode(request)
                return acted(try studio.tap(path: body.path))
            },
            "/api/input": Route(method: "POST") { [self] request throws(StudioError) in
                let body: TextBody = try Self.decode(request)
                return acted(
                    try studio.run(StudioYAML.command("inputText", StudioYAML.quoted(body.text)), recording: true))
            },
            "/api/erase": Route(method: "POST") { [self] _ throws(StudioError) in
                acted(try studio.run(StudioYAML.command("eraseText", "1"), recording: true))
            },
            "/api/back": Route(method: "POST") { [self] _ throws(StudioError) in
                acted(try studio.run("- back\n", recording: true))
            },
            "/api/swipe-down": Route(method: "POST") { [self] _ throws(StudioError) in
                acted(try studio.run(StudioYAML.command("swipe", [("direction", "DOWN")]), recording: true))
            },
            "/api/tab": Route(method: "POST") { [self] request throws(StudioError) in
                let body: TabBody = try Self.decode(request)
                guard let tab = MainTab.allCases.first(where: { "\($0)" == body.tab }) else {
                    throw .badRequest("tab must be one of \(MainTab.allCases.map { "\($0)" }.joined(separator: ", "))")
                }
                let selector = StudioYAML.quoted(tab.identifier)
                return acted(try studio.run(StudioYAML.command("tapOn", [("id", selector)]), recording: true))
            },
            "/api/open": Route(method: "POST") { [self] request throws(StudioError) in
                let body: URLBody = try Self.decode(request)
                return acted(
                    try studio.run(StudioYAML.command("openLink", StudioYAML.quoted(body.url)), recording: true))
            },
            "/api/command": Route(method: "POST") { [self] request throws(StudioError) in
                let body: SourceBody = try Self.decode(request)
                return acted(try studio.run(body.source, recording: true))
            },
            "/api/settings": Route(method: "POST") { [self] request throws(StudioError) in
                try studio.change(to: try Self.decode(request))
                return Self.json(state())
            },
            "/api/flow": Route(method: "POST") { [self] request throws(StudioError) in
                let body: TextBody = try Self.decode(request)
                try studio.editRecording(body.text)
                return Self.json(state())
            },
            "/api/flow/run": Route(method: "POST") { [self] _ throws(StudioError) in
                acted(try studio.runRecording())
            },
            "/api/flow/new": Route(method: "POST") { [self] _ throws(StudioError) in
                acted(try studio.startNewRecording())
            },
            "/api/flow.yaml": Route(method: "GET") { [self] _ in
                HTTPResponse(status: .ok, contentType: "application/yaml; charset=utf-8", text: studio.recording.text)
                    .adding("content-disposition", "attachment; filename=\"studio-flow.yaml\"")
            },
            "/api/graph": Route(method: "GET") { [self] _ throws(StudioError) in
                guard let graph else {
                    throw .badRequest(
                        "no dependency graph: start the studio in the package's folder, beside Package.swift and Tools/module-rules.json"
                    )
                }
                return Self.json(graph.page)
            },
        ]
    }

    // MARK: - Bodies

    private struct PathBody: Decodable { let path: String }
    private struct TextBody: Decodable { let text: String }
    private struct TabBody: Decodable { let tab: String }
    private struct URLBody: Decodable { let url: String }
    private struct SourceBody: Decodable { let source: String }
    private struct ErrorBody: Encodable { let error: String }

    /// Everything the page draws.
    struct State: Encodable {
        let version: Int
        let screen: StudioScreen
        let settings: StudioSettings
        let flow: String
        let choices: Choices
    }

    /// The values each setting may take.
    struct Choices: Encodable {
        let configurations: [String]
        let appearances: [String]
        let textSizes: [String]
        let languages: [String]
    }

    /// The result of an action and the state after it, so the page redraws at once.
    struct Acted: Encodable {
        let result: StudioCommandResult
        let state: State
    }

    func state() -> State {
        State(
            version: studio.version, screen: studio.screen(), settings: studio.settings, flow: studio.recording.text,
            choices: Choices(
                configurations: AppConfigurations.names, appearances: ["light", "dark"],
                textSizes: TextSize.allCases.map(\.rawValue), languages: Language.codes))
    }

    private func acted(_ result: StudioCommandResult) -> HTTPResponse {
        Self.json(Acted(result: result, state: state()))
    }

    private static func decode<Body: Decodable>(_ request: HTTPRequest) throws(StudioError) -> Body {
        do {
            return try JSONDecoder().decode(Body.self, from: Data(request.body))
        } catch {
            throw .badRequest("the request's body is not the JSON \(request.path) takes: \(error)")
        }
    }

    private static func json(_ value: some Encodable, status: HTTPStatus = .ok) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value) else {
            return .plainText(.internalServerError, "the studio could not encode its answer")
        }
        return HTTPResponse(
            status: status, headers: [HTTPHeader(name: "content-type", value: "application/json")], body: Array(data))
    }

    private func notAllowed(_ allowed: String) -> HTTPResponse {
        Self.secured(.plainText(.methodNotAllowed, "use \(allowed) here").adding("allow", allowed))
    }

    /// `response` with the headers every answer carries: nothing is cached, framed, sniffed
    /// or told where it came from, and the page runs only its own scripts.
    nonisolated static func secured(_ response: HTTPResponse) -> HTTPResponse {
        response
            .adding("cache-control", "no-store")
            .adding("x-content-type-options", "nosniff")
            .adding("x-frame-options", "DENY")
            .adding("referrer-policy", "no-referrer")
            .adding(
                "content-security-policy",
                "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
                    + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
    }
}
