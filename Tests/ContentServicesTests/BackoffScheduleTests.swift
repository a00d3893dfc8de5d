import Foundation
import Testing

@testable import ContentServices

@Test func thePauseDoublesPerRetry() {
    let schedule = BackoffSchedule(initial: .milliseconds(200))
    #expect(
        (1...5).map(schedule.delay(beforeAttempt:)) == [
            .zero, .milliseconds(200), .milliseconds(400), .milliseconds(800), .milliseconds(1600),
        ])
}

@Test func thePauseStopsAtTheCap() {
    let schedule = BackoffSchedule(initial: .milliseconds(200), cap: .seconds(1))
    #expect(schedule.delay(beforeAttempt: 4) == .milliseconds(800))
    #expect(schedule.delay(beforeAttempt: 5) == .seconds(1))
    #expect(schedule.delay(beforeAttempt: Int.max) == .seconds(1))
}

@Test func theDefaultCapBoundsEveryPause() {
    let schedule = BackoffSchedule(initial: .seconds(3))
    #expect(schedule.delay(beforeAttempt: 3) == BackoffSchedule.defaultCap)
}

@Test func aZeroOrNegativeInitialPauseNeverWaits() {
    #expect(BackoffSchedule(initial: .zero).delay(beforeAttempt: 1000) == .zero)
    #expect(BackoffSchedule(initial: .milliseconds(-5)).delay(beforeAttempt: 3) == .zero)
}

@Test func attemptsAreBoundedWhateverTheConfigurationSays() {
    let base = ContentServiceConfiguration(baseURL: URL(string: "http://127.0.0.1:1")!)
    var configuration = base
    configuration.maximumAttempts = 1_000_000
    #expect(configuration.boundedAttempts == ContentServiceConfiguration.attemptLimit)
    configuration.maximumAttempts = 0
    #expect(configuration.boundedAttempts == 1)
    #expect(base.boundedAttempts == 3)
}
