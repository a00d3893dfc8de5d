import Foundation
import Testing

@testable import ContentServices

@Test func aBodyUpToTheLimitIsKept() {
    var accumulator = BodyAccumulator(limit: 8)
    let firstFits = accumulator.append(Data("abcd".utf8))
    #expect(firstFits)
    let secondFits = accumulator.append(Data("efgh".utf8))
    #expect(secondFits)
    #expect(accumulator.body == Data("abcdefgh".utf8))
}

@Test func theChunkThatPassesTheLimitIsRefusedAndNotKept() {
    var accumulator = BodyAccumulator(limit: 8)
    let firstFits = accumulator.append(Data("abcdef".utf8))
    #expect(firstFits)
    let overflowFits = accumulator.append(Data("ghi".utf8))
    #expect(!overflowFits)
    #expect(accumulator.body.count == 6)
}

@Test func anAnnouncedLengthOverTheLimitIsRefusedBeforeReading() {
    let accumulator = BodyAccumulator(limit: 100)
    #expect(accumulator.accepts(expectedLength: 100))
    #expect(!accumulator.accepts(expectedLength: 101))
    #expect(accumulator.accepts(expectedLength: -1))
}
