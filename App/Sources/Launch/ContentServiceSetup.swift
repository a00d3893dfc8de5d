import ContentServices
import Foundation
import SessionStore

/// How a launch sets up the content service: which server it talks to, and where it keeps the
/// content it fetched, so that a launch without the server still shows the last content.
enum ContentServiceSetup {
    /// The service's configuration for a launch with `options` of `configuration`: the server
    /// the options name or the configuration's own, and a cache beside the state file (none when
    /// the session is kept in memory). A launch that clears its state clears the cache too.
    static func configuration(for options: LaunchOptions, of configuration: AppConfiguration)
        -> ContentServiceConfiguration
    {
        let cache = cacheFolder(for: options, of: configuration)
        if options.clearState, let cache { try? FileManager.default.removeItem(at: cache) }
        return ContentServiceConfiguration(
            baseURL: options.contentBaseURL ?? configuration.contentBaseURL, cacheDirectory: cache)
    }

    /// `state.content-cache` beside the state file `state.plist`: one cache per state file, so
    /// two sessions on one machine never share what they fetched.
    static func cacheFolder(for options: LaunchOptions, of configuration: AppConfiguration) -> URL? {
        guard !options.keepsStateInMemory,
            let file = options.statePath.map({ StateFile(path: $0) })
                ?? StateFile.defaultLocation(bundleIdentifier: configuration.bundleIdentifier, durability: .relaxed)
        else { return nil }
        return file.fileURL.deletingPathExtension().appendingPathExtension("content-cache")
    }
}
