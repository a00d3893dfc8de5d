import Foundation
import Testing

@testable import ContentServices

private let stored = Date(timeIntervalSince1970: 10_000)
private let entry = CacheEntry(key: "/k", body: Data(), etag: "\"a\"", maxAge: 60, storedAt: stored)

@Test func anEntryIsFreshWithinItsMaxAge() {
    #expect(entry.isFresh(at: stored))
    #expect(entry.isFresh(at: stored.addingTimeInterval(59)))
    #expect(!entry.isFresh(at: stored.addingTimeInterval(60)))
}

@Test func anEntryFromTheFutureIsNotFresh() {
    #expect(!entry.isFresh(at: stored.addingTimeInterval(-1)))
}

@Test func aZeroMaxAgeIsNeverFresh() {
    let revalidateAlways = CacheEntry(key: "/k", body: Data(), etag: "\"a\"", maxAge: 0, storedAt: stored)
    #expect(!revalidateAlways.isFresh(at: stored))
}

@Test func revalidationRestartsTheAgeAndKeepsTheETagUnlessANewOneCame() {
    let later = stored.addingTimeInterval(500)
    #expect(
        entry.revalidated(at: later, maxAge: 30, etag: nil)
            == CacheEntry(key: "/k", body: Data(), etag: "\"a\"", maxAge: 30, storedAt: later))
    #expect(entry.revalidated(at: later, maxAge: 30, etag: "\"b\"").etag == "\"b\"")
}
