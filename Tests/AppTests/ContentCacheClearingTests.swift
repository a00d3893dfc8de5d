import AppTestSupport
import Foundation
import Testing

@testable import App

/// The content the app fetched is kept beside its state file, and goes with it: a launch that
/// clears its state starts with no content from before either.
@MainActor
@Suite struct ContentCacheClearingTests {
    @Test func clearingTheStateRemovesTheContentKeptBesideIt() throws {
        let statePath = TestApp.freshStatePath()
        let configuration = try AppConfigurations.named("production")
        let kept = try #require(
            ContentServiceSetup.cacheFolder(for: LaunchOptions(statePath: statePath), of: configuration))
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: kept.appendingPathComponent("0085de40546e13c6.entry"))
        _ = ContentServiceSetup.configuration(for: LaunchOptions(statePath: statePath), of: configuration)
        #expect(FileManager.default.fileExists(atPath: kept.path), "a launch that keeps its state keeps its content")
        let cleared = ContentServiceSetup.configuration(
            for: LaunchOptions(statePath: statePath, clearState: true), of: configuration)
        #expect(cleared.cacheDirectory == kept)
        #expect(!FileManager.default.fileExists(atPath: kept.path))
    }

    @Test func theContentIsKeptBesideTheStateFileItBelongsTo() throws {
        let configuration = try AppConfigurations.named("production")
        let folder = try #require(
            ContentServiceSetup.cacheFolder(for: LaunchOptions(statePath: "/tmp/one/state.plist"), of: configuration))
        #expect(folder.path == "/tmp/one/state.content-cache")
        #expect(
            ContentServiceSetup.cacheFolder(for: LaunchOptions(keepsStateInMemory: true), of: configuration) == nil)
    }
}
