/// Adds a feature's line to the `let features =` list in Package.swift, and its name to App's
/// `let appDependencies = [` list, keeping both alphabetical.
enum ManifestEditor {
    /// The line the manifest gets for `name`.
    static func line(for name: FeatureName) -> String {
        "    + \(entry(for: name))"
    }

    /// `manifest` with the feature's line in alphabetical place; `file` names it in errors.
    ///
    /// The list is the run of lines after `let features =` that start with `feature(` or
    /// `+ feature(`; the first of them carries no `+`, so a name sorting first takes that
    /// place and the old first line gets the `+`.
    static func adding(_ name: FeatureName, to manifest: String, file: String) throws(ScaffoldError) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "let features =" })
        else {
            throw .noFeatureList(manifest: file)
        }
        var entries: [Int] = []
        var index = header + 1
        while index < lines.count, featureName(in: lines[index]) != nil {
            entries.append(index)
            index += 1
        }
        guard let firstEntry = entries.first else { throw .noFeatureList(manifest: file) }
        guard manifest.contains("let \(catalogResource)") else {
            throw .unexpectedSource(
                path: file,
                expected: "`let \(catalogResource): Resource`, the String Catalog resource a feature's line names")
        }
        let names = entries.compactMap { featureName(in: lines[$0]) }
        let place = names.firstIndex { $0 > name.module } ?? names.count
        if place == 0 {
            lines[firstEntry] = "    + " + lines[firstEntry].trimmingCharacters(in: .whitespaces)
            lines.insert("    " + entry(for: name), at: firstEntry)
        } else {
            lines.insert(line(for: name), at: firstEntry + place)
        }
        return lines.joined(separator: "\n")
    }

    /// The line that opens App's list of what it is built on, one quoted name a line.
    static let appListHeader = "let appDependencies = ["

    /// `manifest` with `name`'s module in App's list, in alphabetical place, so that App's
    /// composition can hand the module its services; a list that names it already is left as
    /// it is. `file` names the manifest in errors.
    static func addingToApp(_ name: FeatureName, to manifest: String, file: String) throws(ScaffoldError) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let missing = ScaffoldError.unexpectedSource(
            path: file, expected: "`\(appListHeader)`, App's list of what it is built on, one quoted name a line")
        guard let header = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == appListHeader }) else {
            throw missing
        }
        let listed = lines[(header + 1)...].prefix { appDependency(in: $0) != nil }.indices
        guard let first = listed.first, let last = listed.last else { throw missing }
        let names = listed.compactMap { appDependency(in: lines[$0]) }
        guard !names.contains(name.module) else { return manifest }
        let indentation = lines[first].prefix { $0 == " " }
        let place = listed.first { (appDependency(in: lines[$0]) ?? "") > name.module } ?? last + 1
        lines.insert(indentation + "\"\(name.module)\",", at: place)
        return lines.joined(separator: "\n")
    }

    /// The name a line of App's list holds (`    "HomeModule",`), or `nil` for any other line.
    static func appDependency(in line: String) -> String? {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.count > 3, text.hasPrefix("\""), text.hasSuffix("\",") else { return nil }
        let name = text.dropFirst().dropLast(2)
        return name.contains("\"") ? nil : String(name)
    }

    /// The manifest's name for a module's `Resources/Localizable.xcstrings`.
    static let catalogResource = "stringCatalog"

    /// The call that declares `name`: a feature fetches through ArticleKit's content types and
    /// `RemoteContent`, navigates through the Coordinator + Router kit, and its screens' words
    /// come from its String Catalog.
    private static func entry(for name: FeatureName) -> String {
        "feature(\"\(name.module)\", kits: [\"ArticleKit\", \"NavigationKit\"], resources: [\(catalogResource)])"
    }

    /// The module a `feature("...")` line names, or `nil` for any other line.
    static func featureName(in line: String) -> String? {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("+ ") { text.removeFirst(2) }
        guard text.hasPrefix("feature(\"") else { return nil }
        let afterQuote = text.dropFirst("feature(\"".count)
        guard let end = afterQuote.firstIndex(of: "\"") else { return nil }
        return String(afterQuote[..<end])
    }
}
