import Foundation

/// One build configuration (dev, staging, production), as an iOS project keeps a scheme with
/// its own display name, bundle identifier, URL scheme and backend; its default state file is in a
/// folder named by its bundle identifier (see `StateFile.defaultLocation`). Read from `Configurations/NAME.json`,
/// so adding one is adding a file.
public nonisolated struct AppConfiguration: Equatable, Sendable, Decodable {
    /// The configuration used when none is chosen.
    public static let defaultName = "production"
    /// The longest deep link accepted; longer ones are refused before parsing.
    static let maximumDeepLinkLength = 2_048

    /// The file's name without `.json`: `dev`, `staging`, `production`.
    public var name = ""
    /// The name people see, on Welcome.
    public let displayName: String
    /// The identifier flow files name in their `appId` header.
    public let bundleIdentifier: String
    /// The URL scheme of this configuration's deep links (`example-dev://home`).
    let urlScheme: String
    /// Where this configuration's content server is: each configuration talks to its own
    /// backend, which is why there are three.
    public let contentBaseURL: URL

    private enum CodingKeys: String, CodingKey {
        case displayName, bundleIdentifier, urlScheme, contentBaseURL
    }
}
