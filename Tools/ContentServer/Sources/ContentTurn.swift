/// What the scenario makes of one content request, decided when it arrives.
enum ContentTurn: Equatable, Sendable {
    /// Answer it as `serving` says.
    case serve(ContentServing)
    /// Answer it after `milliseconds`.
    case serveAfter(milliseconds: Int)
    /// Answer with the `failing` scenario's error.
    case fail(status: Int)
    /// Answer 200 with a body that is not the API's JSON.
    case malform
    /// Close the connection without an answer.
    case drop
}
