/// The body of an error status: `{"error":{"code":"notFound","message":"..."}}`.
struct ErrorResponse: Decodable, Sendable {
    /// The error's code and message.
    struct Detail: Decodable, Sendable {
        let code: String
        let message: String
    }

    let error: Detail
}
