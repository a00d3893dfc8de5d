import ContentServer
import Testing

/// Every spelling of a scenario reads as its case and prints back as it reads; anything else
/// is refused with the valid spellings.
@Suite struct ContentScenarioArgumentTests {
    @Test(arguments: [
        ("normal", ContentScenario.normal, "normal"),
        ("slow", .slow(milliseconds: 2000), "slow"),
        ("slow:2000", .slow(milliseconds: 2000), "slow"),
        ("slow:0", .slow(milliseconds: 0), "slow:0"),
        ("slow:350", .slow(milliseconds: 350), "slow:350"),
        ("slow:600000", .slow(milliseconds: 600_000), "slow:600000"),
        ("failing", .failing(status: 500, once: false), "failing"),
        ("failing:503", .failing(status: 503, once: false), "failing:503"),
        ("failing:400", .failing(status: 400, once: false), "failing:400"),
        ("failing:599", .failing(status: 599, once: false), "failing:599"),
        ("failing-once", .failing(status: 500, once: true), "failing-once"),
        ("failing-once:429", .failing(status: 429, once: true), "failing-once:429"),
        ("malformed", .malformed, "malformed"),
        ("dropped", .dropped, "dropped"),
        ("offline", .offline, "offline"),
        ("new-article", .newArticle, "new-article"),
        ("empty", .empty, "empty"),
        ("revalidate", .revalidate, "revalidate"),
        ("long-feed", .longFeed(failingPage: nil), "long-feed"),
        ("long-feed:3", .longFeed(failingPage: 3), "long-feed:3"),
        ("long-feed:1000", .longFeed(failingPage: 1000), "long-feed:1000"),
    ])
    func everySpellingReadsAndPrintsBack(argument: String, scenario: ContentScenario, printed: String) throws {
        #expect(try ContentScenario(argument: argument) == scenario)
        #expect(scenario.description == printed)
        #expect(try ContentScenario(argument: printed) == scenario)
    }

    @Test(arguments: [
        ("", "no content scenario is spelled ''"),
        ("Normal", "no content scenario is spelled 'Normal'"),
        ("newArticle", "no content scenario is spelled 'newArticle'"),
        ("normal:1", "no content scenario is spelled 'normal:1'"),
        ("offline:", "no content scenario is spelled 'offline:'"),
        ("empty:0", "no content scenario is spelled 'empty:0'"),
        ("Revalidate", "no content scenario is spelled 'Revalidate'"),
        ("revalidate:60", "no content scenario is spelled 'revalidate:60'"),
        ("no-cache", "no content scenario is spelled 'no-cache'"),
        (" slow", "no content scenario is spelled ' slow'"),
        ("slow:", "slow:MS takes milliseconds from 0 to 600000, not ''"),
        ("slow:-1", "slow:MS takes milliseconds from 0 to 600000, not '-1'"),
        ("slow:+5", "slow:MS takes milliseconds from 0 to 600000, not '+5'"),
        ("slow:600001", "slow:MS takes milliseconds from 0 to 600000, not '600001'"),
        ("slow:99999999999999999999999", "slow:MS takes milliseconds from 0 to 600000, not '99999999999999999999999'"),
        ("failing:200", "failing:STATUS takes an HTTP status from 400 to 599, not '200'"),
        ("failing-once:600", "failing-once:STATUS takes an HTTP status from 400 to 599, not '600'"),
        ("failing:abc", "failing:STATUS takes an HTTP status from 400 to 599, not 'abc'"),
        ("long-feed:0", "long-feed:PAGE takes a page from 1 to 1000, not '0'"),
        ("long-feed:1001", "long-feed:PAGE takes a page from 1 to 1000, not '1001'"),
        ("long-feed:", "long-feed:PAGE takes a page from 1 to 1000, not ''"),
    ])
    func aWrongSpellingIsRefusedSayingWhy(argument: String, message: String) {
        #expect(throws: ContentScenarioError.self) { try ContentScenario(argument: argument) }
        do {
            _ = try ContentScenario(argument: argument)
        } catch {
            #expect(error.message.hasPrefix(message))
        }
    }

    @Test func anUnknownNameListsEveryValidSpelling() {
        do {
            _ = try ContentScenario(argument: "sideways")
            Issue.record("sideways was read as a scenario")
        } catch {
            #expect(
                error.message
                    == "no content scenario is spelled 'sideways'; use one of normal, slow, slow:MS, failing, "
                    + "failing:STATUS, failing-once, failing-once:STATUS, malformed, dropped, offline, "
                    + "new-article, empty, revalidate, long-feed, long-feed:PAGE")
        }
    }

    @Test func aLongArgumentIsNotEchoedWhole() {
        let argument = String(repeating: "x", count: 10_000)
        do {
            _ = try ContentScenario(argument: argument)
        } catch {
            #expect(error.message.count < 300)
        }
    }
}
