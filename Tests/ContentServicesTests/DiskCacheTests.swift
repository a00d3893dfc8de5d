import Foundation
import Testing

@testable import ContentServices

private func entry(_ key: String, storedAt seconds: Double, body: String = "{}") -> CacheEntry {
    CacheEntry(
        key: key, body: Data(body.utf8), etag: "\"e-\(key)\"", maxAge: 60,
        storedAt: Date(timeIntervalSince1970: seconds))
}

@Test func aStoredEntryIsReadBack() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = DiskCache(directory: folder.url.appendingPathComponent("nested/cache"))
    let stored = entry("/v1/feed?page=1&pageSize=20", storedAt: 1000)
    cache.store(stored)
    #expect(cache.entry(for: stored.key) == stored)
    #expect(cache.entry(for: "/v1/feed?page=2&pageSize=20") == nil)
}

@Test func aNewerEntryReplacesTheOldOne() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = DiskCache(directory: folder.url)
    cache.store(entry("/v1/articles/h1", storedAt: 1000, body: "old"))
    cache.store(entry("/v1/articles/h1", storedAt: 2000, body: "new"))
    #expect(cache.entry(for: "/v1/articles/h1")?.body == Data("new".utf8))
    #expect(cache.fileNames().count == 1)
}

@Test func theOldestEntriesAreEvictedPastTheEntryLimit() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = DiskCache(directory: folder.url, maximumEntries: 3)
    // Stored out of order: age is when the server sent the body, not when it was written.
    for (key, time) in [("/a", 3000.0), ("/b", 1000), ("/c", 4000), ("/d", 2000), ("/e", 5000)] {
        cache.store(entry(key, storedAt: time))
    }
    #expect(cache.fileNames().count == 3)
    #expect(cache.entry(for: "/b") == nil)
    #expect(cache.entry(for: "/d") == nil)
    #expect(cache.entry(for: "/a") != nil)
    #expect(cache.entry(for: "/c") != nil)
    #expect(cache.entry(for: "/e") != nil)
}

@Test func theOldestEntriesAreEvictedPastTheByteLimit() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let body = String(repeating: "x", count: 300)
    let size = try JSONEncoder().encode(entry("/a", storedAt: 1, body: body)).count
    let cache = DiskCache(directory: folder.url, maximumEntries: 100, maximumBytes: size * 2 + size / 2)
    for (index, key) in ["/a", "/b", "/c", "/d"].enumerated() {
        cache.store(entry(key, storedAt: Double(index + 1) * 1000, body: body))
    }
    #expect(cache.fileNames().count == 2)
    #expect(cache.entry(for: "/c") != nil)
    #expect(cache.entry(for: "/d") != nil)
}

@Test func anEntryLargerThanTheWholeCacheIsNotKept() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = DiskCache(directory: folder.url, maximumBytes: 100)
    cache.store(entry("/big", storedAt: 1000, body: String(repeating: "x", count: 200)))
    #expect(cache.entry(for: "/big") == nil)
    #expect(cache.fileNames().isEmpty)
}

@Test func aCorruptFileIsIgnoredAndRemoved() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = DiskCache(directory: folder.url)
    let key = "/v1/articles/h1"
    cache.store(entry(key, storedAt: 1000))
    let file = folder.url.appendingPathComponent(CacheKeyDigest.fileName(for: key))
    try Data("{\"key\":\"/v1/articles/h1\",\"body\":".utf8).write(to: file)
    #expect(cache.entry(for: key) == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
}

@Test func anEntryWithANegativeMaxAgeIsNotTrusted() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = DiskCache(directory: folder.url)
    let key = "/v1/articles/h1"
    let forged = CacheEntry(key: key, body: Data(), etag: nil, maxAge: -1, storedAt: Date())
    try JSONEncoder().encode(forged).write(to: folder.url.appendingPathComponent(CacheKeyDigest.fileName(for: key)))
    #expect(cache.entry(for: key) == nil)
    #expect(cache.fileNames().isEmpty)
}

@Test func aFileHoldingAnotherKeyIsAMiss() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = DiskCache(directory: folder.url)
    let other = entry("/v1/articles/h2", storedAt: 1000)
    // As if two keys had the same digest: the file holds h2's body under h1's name.
    try JSONEncoder().encode(other).write(
        to: folder.url.appendingPathComponent(CacheKeyDigest.fileName(for: "/v1/articles/h1")))
    #expect(cache.entry(for: "/v1/articles/h1") == nil)
}

@Test func filesThatAreNotEntriesAreLeftAlone() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let notes = folder.url.appendingPathComponent("notes.txt")
    try Data("keep".utf8).write(to: notes)
    let cache = DiskCache(directory: folder.url, maximumEntries: 1)
    cache.store(entry("/a", storedAt: 1))
    cache.store(entry("/b", storedAt: 2))
    #expect(FileManager.default.fileExists(atPath: notes.path))
    #expect(cache.fileNames() == [CacheKeyDigest.fileName(for: "/b")])
}

@Test func fileNamesAreDigestsOfTheKey() {
    let name = CacheKeyDigest.fileName(for: "/v1/feed?page=1&pageSize=20")
    #expect(name.count == 16 + ".entry".count)
    #expect(name.hasSuffix(".entry"))
    #expect(!name.contains("/") && !name.contains("?"))
    #expect(name != CacheKeyDigest.fileName(for: "/v1/feed?page=2&pageSize=20"))
    #expect(name == CacheKeyDigest.fileName(for: "/v1/feed?page=1&pageSize=20"))
}

@Test func aDigestWithLeadingZerosKeepsThemSoEveryNameHasTheSameWidth() {
    // FNV-1a of this key is 0x0085de40546e13c6: its first two hex digits are zeros.
    #expect(CacheKeyDigest.fileName(for: "/v1/articles/h4600") == "0085de40546e13c6.entry")
}

@Test func aFileLargerThanAnyEntryIsRemovedWithoutBeingReadWhole() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = DiskCache(directory: folder.url, maximumBytes: 4096)
    let key = "http://127.0.0.1:8080/v1/feed?page=1&pageSize=20"
    let file = folder.url.appendingPathComponent(CacheKeyDigest.fileName(for: key))
    // Four gibibytes that take no room on disk: reading them whole took seconds and as much memory.
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 1 << 32)
    try handle.close()
    let clock = ContinuousClock()
    let start = clock.now
    #expect(cache.entry(for: key) == nil)
    #expect(clock.now - start < .seconds(1))
    #expect(!FileManager.default.fileExists(atPath: file.path))
}

@Test(.timeLimit(.minutes(1)))
func somethingOtherThanAFileAtAnEntrysPlaceIsNeverRead() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let cache = DiskCache(directory: folder.url)
    let key = "http://127.0.0.1:8080/v1/articles/h1"
    let place = folder.url.appendingPathComponent(CacheKeyDigest.fileName(for: key))
    // An endless stream: read as a file, it would never end.
    try FileManager.default.createSymbolicLink(atPath: place.path, withDestinationPath: "/dev/zero")
    #expect(cache.entry(for: key) == nil)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: place.path)) == nil)
}
