import HTTPServerKit

/// The API's successful answers: a JSON body with its `ETag` and `Cache-Control`, or 304 when
/// the client's `If-None-Match` names the current tag; and the `malformed` scenario's garbage.
enum ContentResponses {
    /// Kept, but asked for again before each use, with its tag, which costs a 304 when nothing
    /// changed.
    static let revalidatedCaching = "no-cache"
    /// The feed changes whenever the newsroom publishes: a client keeps it but asks again each
    /// time.
    static let feedCaching = revalidatedCaching
    /// A page of search results may be kept for a minute.
    static let searchCaching = "max-age=60"
    /// An article, which changes less often, for five minutes.
    static let articleCaching = "max-age=300"

    /// 200 with `value` as JSON, or 304 with no body when `request` already holds it; `caching`
    /// is its `Cache-Control`.
    static func json(_ value: some Encodable, caching: String, for request: HTTPRequest) -> HTTPResponse {
        let body = ContentJSON.encoded(value)
        let tag = ContentETag.of(body)
        let cacheFields = [HTTPHeader(name: "etag", value: tag), HTTPHeader(name: "cache-control", value: caching)]
        if ContentETag.matches(request.header("if-none-match"), tag) {
            return HTTPResponse(status: HTTPStatus(304, "Not Modified"), headers: cacheFields)
        }
        return HTTPResponse(
            status: .ok, headers: [HTTPHeader(name: "content-type", value: ContentJSON.mediaType)] + cacheFields,
            body: body)
    }

    /// `response` spoiled as the `malformed` scenario sends it: 200, said to be JSON, its body
    /// cut in half (an error's body as well), no tag and never to be cached, so that a client
    /// that trusts the status fails only when it decodes.
    static func malformed(_ response: HTTPResponse) -> HTTPResponse {
        let body =
            response.body.isEmpty ? Array("{\"items\":[".utf8) : Array(response.body.prefix(response.body.count / 2))
        return HTTPResponse(
            status: .ok,
            headers: [
                HTTPHeader(name: "content-type", value: ContentJSON.mediaType),
                HTTPHeader(name: "cache-control", value: "no-store"),
            ],
            body: body)
    }
}
