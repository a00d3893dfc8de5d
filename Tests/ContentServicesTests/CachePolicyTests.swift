import Testing

@testable import ContentServices

@Test func maxAgeIsRead() {
    #expect(CachePolicy.parse("max-age=60") == CachePolicy(maxAge: 60, mayStore: true))
    #expect(CachePolicy.parse("public, MAX-AGE = 300") == CachePolicy(maxAge: 300, mayStore: true))
    #expect(CachePolicy.parse(#"max-age="45""#) == CachePolicy(maxAge: 45, mayStore: true))
}

@Test func noHeaderOrNoMaxAgeMeansRevalidateEveryTime() {
    #expect(CachePolicy.parse(nil) == CachePolicy(maxAge: 0, mayStore: true))
    #expect(CachePolicy.parse("public") == CachePolicy(maxAge: 0, mayStore: true))
}

@Test func noCacheOverridesMaxAge() {
    #expect(CachePolicy.parse("max-age=60, no-cache") == CachePolicy(maxAge: 0, mayStore: true))
}

@Test func noStoreKeepsNothing() {
    #expect(CachePolicy.parse("no-store, max-age=60").mayStore == false)
}

@Test func anUnreadableMaxAgeCountsAsZero() {
    #expect(CachePolicy.parse("max-age=-5").maxAge == 0)
    #expect(CachePolicy.parse("max-age=ten").maxAge == 0)
    #expect(CachePolicy.parse("max-age=").maxAge == 0)
    #expect(CachePolicy.parse("max-age=٣").maxAge == 0)
}

@Test func aHugeMaxAgeIsCappedAtAYear() {
    #expect(CachePolicy.parse("max-age=99999999999999999999999").maxAge == 365 * 24 * 3600)
}

@Test func onlyTheFirstDirectivesAreRead() {
    let padding = Array(repeating: "x", count: CachePolicy.directiveLimit).joined(separator: ",")
    #expect(CachePolicy.parse(padding + ", max-age=60").maxAge == 0)
    #expect(CachePolicy.parse("max-age=60, " + padding).maxAge == 60)
}
