/// An article summary as a page lists it (`{"id","title","category","summary"}`).
struct SummaryResponse: Decodable, Sendable {
    let id: String
    let title: String
    let category: String
    let summary: String
}
