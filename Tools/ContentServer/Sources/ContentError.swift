import Foundation
import HTTPServerKit

/// An error the API answers with: its status and the body
/// `{"error":{"code":"...","message":"..."}}`, where `code` is what a client switches on and
/// `message` what a person reads.
struct ContentError: Error, Equatable, Sendable {
    let status: HTTPStatus
    let code: String
    let message: String

    /// 400: a parameter out of its bounds.
    static func badRequest(_ message: String) -> ContentError {
        ContentError(status: .badRequest, code: "badRequest", message: message)
    }

    /// 404: no article with that id, or nothing served at that path.
    static func notFound(_ message: String) -> ContentError {
        ContentError(status: .notFound, code: "notFound", message: message)
    }

    /// 405: a method other than GET and HEAD.
    static func methodNotAllowed(_ method: String) -> ContentError {
        ContentError(
            status: .methodNotAllowed, code: "methodNotAllowed",
            message: "the content API answers GET and HEAD only, not \(method)")
    }

    /// 403: a `Host` that is not this server's loopback address.
    static func forbidden(_ message: String) -> ContentError {
        ContentError(status: .forbidden, code: "forbidden", message: message)
    }

    /// The failure the `failing` scenario answers with: `code` names the status's kind.
    static func failing(status code: Int) -> ContentError {
        let (reason, name): (String, String) =
            switch code {
            case 400: ("Bad Request", "badRequest")
            case 401: ("Unauthorized", "unauthorized")
            case 403: ("Forbidden", "forbidden")
            case 404: ("Not Found", "notFound")
            case 408: ("Request Timeout", "requestTimeout")
            case 429: ("Too Many Requests", "tooManyRequests")
            case 500: ("Internal Server Error", "serverError")
            case 502: ("Bad Gateway", "badGateway")
            case 503: ("Service Unavailable", "serviceUnavailable")
            case 504: ("Gateway Timeout", "gatewayTimeout")
            case 400..<500: ("Client Error", "clientError")
            default: ("Server Error", "serverError")
            }
        return ContentError(
            status: HTTPStatus(code, reason), code: name,
            message: "the content server is playing a failure (scenario failing, status \(code))")
    }

    /// The response: the error body, never cached.
    var response: HTTPResponse {
        let body = ContentJSON.encoded(["error": ["code": code, "message": message]])
        return HTTPResponse(
            status: status,
            headers: [
                HTTPHeader(name: "content-type", value: ContentJSON.mediaType),
                HTTPHeader(name: "cache-control", value: "no-store"),
            ],
            body: body)
    }
}
