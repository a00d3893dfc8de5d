import Foundation

/// The build configurations bundled with the app, one JSON file each.
public enum AppConfigurations {
    /// Every configuration's name, sorted.
    public static let names = ["dev", "production", "staging"]

    /// The configuration called `name`.
    ///
    /// - Throws: `ConfigurationError.unknownName` listing the known names, or `.unreadable`
    ///   when its bundled file is damaged.
    public static func named(_ name: String) throws(ConfigurationError) -> AppConfiguration {
        guard let read = bundled[name] else { throw .unknownName(name, known: names) }
        return try read.get()
    }

    /// Every configuration, read from its file once: they are part of the app and cannot change
    /// while it runs, and a flow relaunches the app many times.
    private static let bundled: [String: Result<AppConfiguration, ConfigurationError>] = Dictionary(
        uniqueKeysWithValues: names.map { name in (name, Result { () throws(ConfigurationError) in try read(name) }) })

    /// The configuration in `Configurations/<name>.json` of the app's resources.
    private static func read(_ name: String) throws(ConfigurationError) -> AppConfiguration {
        guard
            let url = Bundle.module.url(forResource: "Configurations/" + name, withExtension: "json")
                ?? Bundle.module.resourceURL?.appendingPathComponent("Configurations/\(name).json"),
            let data = FileManager.default.contents(atPath: url.path)
        else { throw .unreadable(name: name, reason: "the file is missing from the app's resources") }
        do {
            var configuration = try JSONDecoder().decode(AppConfiguration.self, from: data)
            configuration.name = name
            return configuration
        } catch {
            throw .unreadable(name: name, reason: "\(error)")
        }
    }

    /// The configuration whose bundle identifier is `identifier` (a flow's `appId`).
    ///
    /// - Throws: `ConfigurationError.unknownIdentifier` listing the known identifiers.
    public static func identified(by identifier: String) throws(ConfigurationError) -> AppConfiguration {
        var all: [AppConfiguration] = []
        for name in names { all.append(try named(name)) }
        guard let match = all.first(where: { $0.bundleIdentifier == identifier }) else {
            throw .unknownIdentifier(identifier, known: all.map(\.bundleIdentifier))
        }
        return match
    }
}
