import App
import FlowFileHost
import Foundation
import Glibc
import HTTPServerKit

@testable import Studio

/// The studio answers whatever reaches its port: any program on the machine, and pages in the
/// browser that holds its page. Each input is one request, taken through the studio's access
/// rules (its server gate) and, when they let it through, its API, on one running studio:
/// requests change the app, the settings and the recording as they go, as a session does.
///
/// The first byte chooses how the rest becomes a request: below 0x80 it picks a route of the
/// API (every path the page uses, and others), the second byte how the request presents itself
/// (the token in `Authorization`, a wrong one, a cookie or none, a foreign `Origin`,
/// `Sec-Fetch-Site`, another `Host`, a
/// `?token=`, another method, the body as it is instead of as the route's JSON), and the rest is
/// the route's text (the command box's commands, a path, a URL, a flow); from 0x80 the rest is a
/// whole request in bytes, read by the server's parser.
///
/// Properties: the studio never crashes; every request is answered with a status and
/// a body that is UTF-8, says why when the status is an error (except to HEAD) and, when it says
/// it is JSON, is JSON; no request without the studio's token is answered by the API (only
/// refused, or given the page's own files, which hold no secret); no file outside the served folder, nor the `.env`
/// inside it, is ever opened (watched with inotify) and no answer holds their secrets; and an
/// answer takes time linear in the request, plus, for commands, at most the run's own limits.
@_cdecl("LLVMFuzzerTestOneInput")
nonisolated public func fuzzStudioAPI(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    MainActor.assumeIsolated { StudioAPIFuzzing.shared.check(bytes) }
    return 0
}

/// Launches the studio before the first input: launched during one, it would count as memory
/// that input leaked.
@_cdecl("LLVMFuzzerInitialize")
nonisolated public func initializeStudioAPIFuzzer(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>
) -> CInt {
    MainActor.assumeIsolated { _ = StudioAPIFuzzing.shared }
    return 0
}

/// The studio under test and the files around it.
@MainActor
final class StudioAPIFuzzing {
    static let shared = StudioAPIFuzzing()

    /// Where the files are: fixed, so that the seeds `fuzz.sh` writes can name them.
    static let root = "/tmp/studio-api-fuzz"
    /// What the files outside the served folder and its `.env` hold, new for each run; no
    /// answer may hold them unless the request itself wrote them.
    static let secrets = (0..<2).map { _ in "SECRET" + String(UInt64.random(in: .min ... .max), radix: 36) }
    /// The port the studio's rules name in `Host` and `Origin`; nothing listens on it.
    static let port: UInt16 = 8123
    static let token = String(repeating: "ab", count: 32)
    /// How many steps, and for how long, one command may run: the run's own limits, lowered so
    /// that an input stays within libFuzzer's timeout.
    static let stepLimit = 200
    static let timeLimit = Duration.seconds(3)

    private let studio: Studio
    private let api: StudioAPI
    private let access = StudioAccess(token: StudioAPIFuzzing.token, port: StudioAPIFuzzing.port)
    private let parser = HTTPRequestParser(
        limits: HTTPLimits(requestLineBytes: 2048, headerCount: 16, headerBytes: 4096, bodyBytes: 16384))
    private let watcher: Int32

    private init() {
        let served = Self.root + "/served"
        let outside = Self.root + "/outside"
        do {
            try Self.layOut(served: served, outside: outside)
            // The apps it launches talk to the embedded content server, never to the network.
            var options = LaunchOptions(statePath: Self.root + "/state.plist", durability: .relaxed)
            options.contentBaseURL = try EmbeddedContentServer.shared().baseURL
            studio = try Studio(options: options, folder: served)
        } catch {
            fatalError("the studio harness cannot start: \(error)")
        }
        watcher = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        precondition(watcher >= 0, "inotify is not available")
        for watched in [outside, served + "/.env"] {
            precondition(
                inotify_add_watch(watcher, watched, UInt32(IN_OPEN | IN_ACCESS)) >= 0, "cannot watch \(watched)")
        }
        studio.stepLimit = Self.stepLimit
        studio.timeLimit = Self.timeLimit
        api = StudioAPI(studio: studio, graph: nil)
        drainWatcher()
    }

    /// The served folder (a script, a `.env`, links out of it) and a folder outside it (a
    /// script and a flow file), each holding a secret no answer may contain.
    private static func layOut(served: String, outside: String) throws {
        try? FileManager.default.removeItem(atPath: root)
        for folder in [served + "/scripts", outside] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let files = [
            served + "/scripts/greet.js": "output.greeting = 'Hi ' + NAME\n",
            served + "/.env": "\(secrets[0]) + 1\n",
            outside + "/leak.js": "\(secrets[1]) + 1\n",
            outside + "/flow.yaml": "appId: com.example.headless\n---\n- runScript: leak.js\n",
        ]
        for (path, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
        let links = [
            served + "/link.js": outside + "/leak.js", served + "/env.js": served + "/.env",
            served + "/outside": outside,
        ]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        }
    }

    func check(_ bytes: [UInt8]) {
        guard let request = request(from: bytes) else { return }
        let presentsToken = Self.mayBeServedWithoutMore(request)
        let (response, answeredByAPI) = FuzzProperty.inLinearTime(
            byteCount: bytes.count + Self.commandAllowance(request), "answering \(request.method) \(request.path)"
        ) { () -> (HTTPResponse, Bool) in
            if let refusal = access.gate(request) { return (refusal, false) }
            return (api.respond(to: request), true)
        }
        FuzzProperty.require(
            !answeredByAPI || presentsToken, "\(request.method) \(request.target) reached the API without the token")
        checkReadable(response, to: request, from: bytes)
        FuzzProperty.require(
            !drainWatcher(), "\(request.method) \(request.target) opened a file outside the served folder")
        // The recording grows with every command that passes; past a point, commands would be
        // refused for its length alone.
        if studio.recording.text.utf8.count > 32_768 {
            try? studio.editRecording(StudioRecording.header(bundleIdentifier: "com.example.headless"))
        }
    }

    // MARK: - Properties

    private func checkReadable(_ response: HTTPResponse, to request: HTTPRequest, from bytes: [UInt8]) {
        let code = response.status.code
        FuzzProperty.require((200..<600).contains(code), "answered with status \(code)")
        let body = response.body
        FuzzProperty.require(
            String(validating: body, as: UTF8.self) != nil, "a body of \(body.count) bytes that is not UTF-8")
        for secret in Self.secrets where bytes.firstRange(of: Array(secret.utf8)) == nil {
            FuzzProperty.require(
                body.firstRange(of: Array(secret.utf8)) == nil,
                "\(request.method) \(request.target) was answered with a secret: \(String(decoding: body.prefix(300), as: UTF8.self))"
            )
        }
        // An error says why; a success may be empty (an empty recording downloads as such).
        guard code >= 400, request.method != "HEAD" else { return }
        FuzzProperty.require(!body.isEmpty, "status \(code) with an empty body")
        if response.header("content-type") == "application/json" {
            FuzzProperty.require(
                (try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed])) != nil,
                "a JSON answer that is not JSON: \(String(decoding: body.prefix(300), as: UTF8.self))")
        }
    }

    /// Whether a file being watched was opened or read since the last call (and forgets it).
    @discardableResult
    private func drainWatcher() -> Bool {
        var opened = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ Glibc.read(watcher, $0.baseAddress, $0.count) }) > 0 { opened = true }
        return opened
    }

    /// Whether `request` carries this studio's token in its `Authorization`, or asks for one of
    /// the page's own files.
    private static func mayBeServedWithoutMore(_ request: HTTPRequest) -> Bool {
        request.header("authorization") == "Bearer \(token)"
            || ((request.method == "GET" || request.method == "HEAD") && StudioAssets.asset(at: request.path) != nil)
    }

    /// What a command may spend, in the byte-equivalents the linear-time budget counts: the
    /// run's time limit and a launch of the app, for a request that runs commands or relaunches.
    private static func commandAllowance(_ request: HTTPRequest) -> Int {
        guard request.method != "GET", request.method != "HEAD" else { return 0 }
        let seconds = Double(timeLimit.components.seconds) + 2
        return Int(seconds / FuzzProperty.budgetPerByte)
    }

    // MARK: - Requests

    private func request(from bytes: [UInt8]) -> HTTPRequest? {
        guard let mode = bytes.first else { return nil }
        if mode >= 0x80 {
            if case let .request(request, _) = parser.parse(Array(bytes.dropFirst())) { return request }
            return nil
        }
        let route = Self.routes[Int(mode) % Self.routes.count]
        let flags = bytes.count > 1 ? bytes[1] : 0
        let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
        var method = route.method
        if flags & 0x40 != 0 { method = ["GET", "POST", "PUT", "DELETE", "HEAD"][Int(flags >> 4) % 5] }
        var target = route.path
        if route.field == "?path" {
            target += "?path=" + (text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        } else if route.field == "/" {
            target = "/" + (text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "")
        }
        if flags & 0x20 != 0 {
            target += (target.contains("?") ? "&" : "?") + "token=" + (flags & 0x01 == 0 ? Self.token : "00")
        }
        var headers = [
            HTTPHeader(name: "host", value: flags & 0x10 != 0 ? "evil.example:\(Self.port)" : "127.0.0.1:\(Self.port)")
        ]
        switch flags & 0x03 {
        case 0: headers.append(HTTPHeader(name: "authorization", value: "Bearer \(Self.token)"))
        case 1: headers.append(HTTPHeader(name: "authorization", value: "Bearer \(Self.token.dropLast())0"))
        case 2: headers.append(HTTPHeader(name: "cookie", value: "studio_token_\(Self.port)=\(Self.token)"))
        default: break
        }
        if flags & 0x04 != 0 { headers.append(HTTPHeader(name: "origin", value: "http://127.0.0.1:9999")) }
        if flags & 0x08 != 0 { headers.append(HTTPHeader(name: "sec-fetch-site", value: "same-site")) }
        let body: [UInt8]
        if flags & 0x80 != 0 || route.field == nil || route.field == "?path" || route.field == "/" {
            body = Array(bytes.dropFirst(2))
        } else if route.field == "{}" {
            body = Array(text.utf8)
        } else {
            let encoded = try? JSONSerialization.data(withJSONObject: [route.field!: text])
            body = Array(encoded ?? Data())
        }
        return HTTPRequest(method: method, target: target, headers: headers, body: body)
    }

    /// A route of the page, and where the input's text goes: a JSON body's field, the whole
    /// body (`{}`), the `path` query (`?path`), the path itself (`/`), or nowhere (`nil`).
    private struct Route {
        let method: String
        let path: String
        let field: String?
    }

    private static let routes: [Route] = [
        Route(method: "POST", path: "/api/command", field: "source"),
        Route(method: "POST", path: "/api/command", field: "source"),
        Route(method: "POST", path: "/api/command", field: "source"),
        Route(method: "POST", path: "/api/flow", field: "text"),
        Route(method: "POST", path: "/api/flow/run", field: nil),
        Route(method: "POST", path: "/api/flow/new", field: nil),
        Route(method: "POST", path: "/api/tap", field: "path"),
        Route(method: "POST", path: "/api/input", field: "text"),
        Route(method: "POST", path: "/api/open", field: "url"),
        Route(method: "POST", path: "/api/tab", field: "tab"),
        Route(method: "POST", path: "/api/settings", field: "{}"),
        Route(method: "POST", path: "/api/erase", field: nil),
        Route(method: "POST", path: "/api/back", field: nil),
        Route(method: "POST", path: "/api/swipe-down", field: nil),
        Route(method: "GET", path: "/api/inspect", field: "?path"),
        Route(method: "GET", path: "/api/state", field: nil),
        Route(method: "GET", path: "/api/version", field: nil),
        Route(method: "GET", path: "/api/flow.yaml", field: nil),
        Route(method: "GET", path: "/api/graph", field: nil),
        Route(method: "GET", path: "/", field: nil),
        Route(method: "GET", path: "/studio.js", field: nil),
        Route(method: "GET", path: "/", field: "/"),
    ]
}
