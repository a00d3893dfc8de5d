import ContentServer
import DesignSystem
import Foundation
import HTTPServerKit

@testable import App
@testable import AppTestSupport
@testable import Studio

/// A studio on a fresh state file and the API a page talks to, called directly.
struct StudioHarness {
    let studio: Studio
    let api: StudioAPI
    let statePath: String
    /// The content server the studio's app talks to, in `normal`: one of its own, since the
    /// process's embedded one is in whatever scenario the last flow run in this process left it.
    /// Stopped when the last copy of the harness goes.
    let contentServer: ContentServer

    /// A studio serving `folder` (the current folder unless told), started in `language`.
    init(folder: String? = nil, language: Language = .english) throws {
        statePath = TestApp.freshStatePath()
        contentServer = try ContentServer(port: 0)
        contentServer.start()
        var options = LaunchOptions(statePath: statePath, durability: .relaxed)
        options.language = language
        options.contentBaseURL = contentServer.baseURL
        studio = try folder.map { try Studio(options: options, folder: $0) } ?? Studio(options: options)
        api = StudioAPI(studio: studio, graph: nil)
    }

    /// `METHOD target` with a JSON body, answered by the API.
    func send(_ method: String, _ target: String, json: String = "") -> HTTPResponse {
        api.respond(
            to: HTTPRequest(
                method: method, target: target, headers: [HTTPHeader(name: "host", value: "127.0.0.1:1")],
                body: Array(json.utf8)))
    }

    /// POSTs `json` to `target` and decodes the answer as JSON.
    func post(_ target: String, _ json: String = "{}") throws -> [String: Any] {
        try Self.object(send("POST", target, json: json))
    }

    /// The response's body as a JSON object.
    static func object(_ response: HTTPResponse) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt)
        }
        return object
    }

    /// The path of the first element of the current screen with `identifier`.
    func path(of identifier: String) -> String? {
        func search(_ element: StudioElement) -> String? {
            if element.id == identifier { return element.path }
            return element.children.lazy.compactMap(search).first
        }
        return studio.screen().tree.flatMap(search)
    }

    /// Taps the element with `identifier` as a click on the page does.
    @discardableResult
    func tap(_ identifier: String) throws -> [String: Any] {
        guard let path = path(of: identifier) else { throw CocoaError(.fileNoSuchFile) }
        return try post("/api/tap", "{\"path\": \"\(path)\"}")
    }

    /// Whether an action's answer says it passed.
    static func passed(_ answer: [String: Any]) -> Bool {
        (answer["result"] as? [String: Any])?["passed"] as? Bool == true
    }
}
