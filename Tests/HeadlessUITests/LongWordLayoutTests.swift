import Foundation
import Testing

@testable import HeadlessUI

/// Laying out text costs time in proportion to its length: one unbroken word as long as a body
/// the services accept (a summary or a category a server sent) is drawn, cut into lines, in a
/// bounded time, as text and as a picture.
@MainActor
@Suite struct LongWordLayoutTests {
    /// A window showing `word` as a text and as a row's value; the caller keeps it while it draws.
    private func window(showing word: String) throws -> Window {
        let window = Window()
        let controller = ViewController()
        controller.view = ViewNode(
            role: .stack,
            children: [
                ViewNode(role: .text, label: word, identifier: "summary"),
                ViewNode(role: .row, label: "Title", identifier: "row", value: word),
            ])
        try window.setRootViewController(controller)
        window.makeKeyAndVisible()
        return window
    }

    /// Seconds `body` takes.
    private func seconds(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func aMegabyteWordIsDrawnAsTextWithinAFixedTime() throws {
        let window = try window(showing: String(repeating: "a", count: 1_000_000))
        var text = ""
        // A debug build lays out a megabyte in about two seconds on a busy two-core machine; the
        // quadratic layout this guards against took minutes for a tenth of it.
        let taken = seconds { text = TextRenderer().render(window.screen) }
        #expect(taken < 30, "\(taken) s")
        #expect(text.count > 1_000_000)
    }

    @Test func aMegabyteWordIsWrappedIntoFullLinesOfTheScreensWidth() {
        let lines = TextRenderer(width: 20).render(ViewNode(role: .text, label: String(repeating: "é", count: 1_000)))
            .split(separator: "\n")
        #expect(lines.count >= 50)
        #expect(lines.dropLast().allSatisfy { TextWidth.columns(of: $0) <= 20 })
    }

    @Test func aMegabyteWordIsDrawnAsAPictureWithinAFixedTime() throws {
        let window = try window(showing: String(repeating: "w", count: 1_000_000))
        var svg = ""
        let taken = seconds { svg = SVGRenderer().render(window.screen) }
        #expect(taken < 30, "\(taken) s")
        #expect(svg.hasPrefix("<svg") || svg.contains("<svg"))
    }

    @Test func doublingAWordLessThanTriplesTheTimeToDrawIt() throws {
        let short = try window(showing: String(repeating: "b", count: 25_000))
        let long = try window(showing: String(repeating: "b", count: 50_000))
        _ = TextRenderer().render(short.screen)
        let shortTime = (0..<3).map { _ in seconds { _ = TextRenderer().render(short.screen) } }.min() ?? 0
        let longTime = (0..<3).map { _ in seconds { _ = TextRenderer().render(long.screen) } }.min() ?? 0
        #expect(longTime < shortTime * 3 + 0.05, "25 KB: \(shortTime) s, 50 KB: \(longTime) s")
    }
}
