/// The app's identity and settings in one place, as an iOS project keeps them in its manifest.
enum AppConfiguration {
    /// The name people see.
    static let displayName = "Example"
    /// The identifier flow files name in their `appId` header.
    static let bundleIdentifier = "com.example.headless"
    /// The URL scheme of deep links (`example://home`).
    static let urlScheme = "example"
    /// The longest deep link accepted; longer ones are refused before parsing.
    static let maximumDeepLinkLength = 2_048
    /// The state file used when `--state` is not given.
    static let defaultStateFileName = "headless-example-state.plist"
}
