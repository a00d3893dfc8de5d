/// Makes a new feature module reachable from App alone: its line in `LinkedFeatures`, so its
/// link opens it, and its session protocol among those `AppSessionStoring` joins, so App's one
/// session store is handed to it.
enum AppLinkEditor {
    /// The list of linked features, relative to the package.
    static let linkedFeaturesPath = "App/Sources/Coordinators/LinkedFeatures.swift"
    /// The file declaring `AppSessionStoring`, relative to the package.
    static let sessionPath = "App/Sources/Composition/AppSessionStoring.swift"
    /// The line the linked features' lines go above.
    static let marker = "// make feature: linked features"

    /// `text` with `link`'s line above the marker, unless it has it already.
    ///
    /// - Throws: `ScaffoldError.unexpectedSource` when the marker is missing.
    static func addingLink(_ link: LinkTemplates, to text: String, file: String) throws(ScaffoldError) -> String {
        guard let marker = text.range(of: marker) else {
            throw .unexpectedSource(path: file, expected: "the line `\(Self.marker)` in `LinkedFeatures.entries`")
        }
        // Its line, with or without the comma `swift format` may have taken away.
        guard !text.contains(String(link.linkedFeatureLine.dropLast())) else { return text }
        let lineStart = text[..<marker.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let indent = text[lineStart..<marker.lowerBound]
        var above = String(text[..<lineStart])
        // The entry above, once `swift format` took its trailing comma away, needs it back.
        if above.hasSuffix(")\n") { above.insert(",", at: above.index(before: above.endIndex)) }
        return above + indent + link.linkedFeatureLine + "\n" + text[lineStart...]
    }

    /// `text` importing `name`'s module, in the imports' order, with `<Name>SessionStoring` at
    /// the end of the `AppSessionStoring` composition, unless it has them already.
    ///
    /// - Throws: `ScaffoldError.unexpectedSource` when the composition or the imports are missing.
    static func addingSession(_ name: FeatureName, to text: String, file: String) throws(ScaffoldError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let protocolName = name.short + "SessionStoring"
        guard let alias = lines.firstIndex(where: { $0.hasPrefix("typealias AppSessionStoring = ") }) else {
            throw .unexpectedSource(path: file, expected: "`typealias AppSessionStoring = ...` on a line of its own")
        }
        var last = alias
        while last + 1 < lines.count, lines[last + 1].trimmingCharacters(in: .whitespaces).hasPrefix("& ") {
            last += 1
        }
        let composed = lines[alias...last].joined(separator: " ")
        if !composed.contains(" \(protocolName)") {
            lines.insert("    & \(protocolName)", at: last + 1)
        }
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        guard let lastImport = imports.last else {
            throw .unexpectedSource(path: file, expected: "the modules' `import` lines")
        }
        let line = "import \(name.module)"
        if !lines.contains(line) {
            let place = imports.first { lines[$0] > line } ?? lastImport + 1
            lines.insert(line, at: place)
        }
        return lines.joined(separator: "\n")
    }
}
