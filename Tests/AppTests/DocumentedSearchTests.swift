import AppTestSupport
import Foundation
import HeadlessUI
import Testing

@testable import App
@testable import SessionStore

/// The search links the README and the manuals show a newcomer find something: an example that
/// shows "No results" teaches nothing about search.
@MainActor
struct DocumentedSearchTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `example://explore?q=…` link written in README.md and docs/*.md, with where it is.
    static func documentedSearches() throws -> [(link: String, place: String)] {
        let docs = packageRoot.appendingPathComponent("docs")
        let pages =
            ["README.md"]
            + (try FileManager.default.contentsOfDirectory(atPath: docs.path)).filter { $0.hasSuffix(".md") }.sorted()
            .map { "docs/" + $0 }
        var found: [(String, String)] = []
        for page in pages {
            let text = try String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var rest = line[...]
                while let start = rest.range(of: "example://explore?q=") {
                    let link = rest[start.lowerBound...].prefix { !" `)\"'".contains($0) }
                    let query = link.dropFirst("example://explore?q=".count)
                    // `q=TEXT` stands for what a person types, not a search to run.
                    if query != query.uppercased() {
                        found.append((String(link), "\(page):\(index + 1)"))
                    }
                    rest = rest[start.upperBound...]
                }
            }
        }
        return found
    }

    @Test func everyDocumentedSearchFindsSomething() throws {
        let searches = try Self.documentedSearches()
        #expect(!searches.isEmpty)
        for search in searches {
            let app = try TestApp.launch(loggedIn: true)
            app.coordinator.handle(search.link)
            #expect(app.shows(.identifier("explore.search")), "\(search.place): \(search.link) does not show Explore")
            #expect(!app.shows(.identifier("explore.empty")), "\(search.place): \(search.link) shows no results")
        }
    }
}
