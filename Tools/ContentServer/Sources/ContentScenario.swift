/// How the content server behaves, to test a client against the network's bad days: each case
/// is spelled as an argument (`App serve-content --scenario`, a flow file's `contentScenario`
/// launch argument) and printed back the same way.
public enum ContentScenario: Equatable, Sendable, CustomStringConvertible {
    /// Every request is answered as the API says.
    case normal
    /// Every content response is sent after `milliseconds`; the delay ends early when the
    /// server stops.
    case slow(milliseconds: Int)
    /// Content requests are answered with `status` and an error body: every one, or only the
    /// next one when `once` (later ones are answered as in `normal`).
    case failing(status: Int, once: Bool)
    /// Content requests are answered 200 with a body that is not the API's JSON.
    case malformed
    /// Each request is read, then its connection is closed without a response.
    case dropped
    /// Connections are refused, as by a machine without network, until the scenario changes.
    case offline
    /// From the second feed request on, the feed starts with one more article (`h15`), as
    /// when the newsroom publishes; that article then resolves too.
    case newArticle
    /// Nothing is published yet: the feed and every search answer an empty page, and no article
    /// resolves (404), as a newsroom's first day.
    case empty
    /// Every content answer says `Cache-Control: no-cache`, as a server whose content may change
    /// any minute: a client keeps each answer but asks before using it again, so a later
    /// failure shows the kept copy as out of date rather than as fresh.
    case revalidate
    /// The feed goes on for `ContentLibrary.longFeedCount` articles (a hundred pages of twenty):
    /// the bundled feed, then an archive. With `failingPage`, the first request for that page
    /// of the feed is answered 500, as a server failing one request does; later ones are served.
    case longFeed(failingPage: Int?)

    /// The delay of `slow` when its argument names none, in milliseconds.
    public static let defaultDelay = 2000
    /// The delays `slow:MS` accepts, in milliseconds: up to ten minutes.
    public static let delays = 0...600_000
    /// The status of `failing` and `failing-once` when their argument names none.
    public static let defaultFailingStatus = 500
    /// The statuses `failing:STATUS` accepts: client and server errors.
    public static let failingStatuses = 400...599
    /// Every spelling `init(argument:)` reads, as its error lists them.
    public static let spellings = [
        "normal", "slow", "slow:MS", "failing", "failing:STATUS", "failing-once", "failing-once:STATUS", "malformed",
        "dropped", "offline", "new-article", "empty", "revalidate", "long-feed", "long-feed:PAGE",
    ]
    /// The pages `long-feed:PAGE` may fail.
    public static let longFeedPages = 1...1_000

    /// The scenario `argument` spells: `normal`, `slow`, `slow:MS`, `failing`, `failing:STATUS`,
    /// `failing-once`, `failing-once:STATUS`, `malformed`, `dropped`, `offline`, `new-article`,
    /// `empty`, `revalidate`, `long-feed`, `long-feed:PAGE`.
    ///
    /// - Throws: `ContentScenarioError` naming what is wrong and the valid spellings.
    public init(argument: String) throws(ContentScenarioError) {
        // The longest valid spelling is 23 characters; a longer argument is not echoed whole.
        guard argument.utf8.count <= 40 else {
            throw Self.unknown("'\(argument.prefix(40))...'")
        }
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let value = parts.count > 1 ? String(parts[1]) : nil
        switch (name, value) {
        case ("normal", nil): self = .normal
        case ("malformed", nil): self = .malformed
        case ("dropped", nil): self = .dropped
        case ("offline", nil): self = .offline
        case ("new-article", nil): self = .newArticle
        case ("empty", nil): self = .empty
        case ("revalidate", nil): self = .revalidate
        case ("long-feed", nil): self = .longFeed(failingPage: nil)
        case let ("long-feed", .some(text)):
            self = .longFeed(
                failingPage: try Self.number(text, in: Self.longFeedPages, for: "long-feed:PAGE", unit: "a page"))
        case ("slow", nil): self = .slow(milliseconds: Self.defaultDelay)
        case let ("slow", .some(text)):
            self = .slow(milliseconds: try Self.number(text, in: Self.delays, for: "slow:MS", unit: "milliseconds"))
        case ("failing", nil), ("failing-once", nil):
            self = .failing(status: Self.defaultFailingStatus, once: name == "failing-once")
        case let ("failing", .some(text)), let ("failing-once", .some(text)):
            let status = try Self.number(text, in: Self.failingStatuses, for: "\(name):STATUS", unit: "an HTTP status")
            self = .failing(status: status, once: name == "failing-once")
        default:
            throw Self.unknown("'\(argument)'")
        }
    }

    /// The argument that spells this scenario, short where the value is the default one
    /// (`slow`, `slow:300`, `failing-once:503`).
    public var description: String {
        switch self {
        case .normal: "normal"
        case let .slow(milliseconds):
            milliseconds == Self.defaultDelay ? "slow" : "slow:\(milliseconds)"
        case let .failing(status, once):
            (once ? "failing-once" : "failing") + (status == Self.defaultFailingStatus ? "" : ":\(status)")
        case .malformed: "malformed"
        case .dropped: "dropped"
        case .offline: "offline"
        case .newArticle: "new-article"
        case .empty: "empty"
        case .revalidate: "revalidate"
        case let .longFeed(failingPage): "long-feed" + (failingPage.map { ":\($0)" } ?? "")
        }
    }

    private static func number(_ text: String, in range: ClosedRange<Int>, for spelling: String, unit: String)
        throws(ContentScenarioError) -> Int
    {
        // Digits only: `Int` would also read a sign.
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let number = Int(text), range.contains(number) else {
            throw ContentScenarioError(
                "\(spelling) takes \(unit) from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }

    private static func unknown(_ quoted: String) -> ContentScenarioError {
        ContentScenarioError(
            "no content scenario is spelled \(quoted); use one of \(spellings.joined(separator: ", "))")
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0 to 9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
