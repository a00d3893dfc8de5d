import DesignSystem
import Foundation

/// A Tokens Studio folder (`$themes.json`, `$metadata.json` and one JSON file per token set):
/// the sets a theme enables, read in the folder's set order, for checking as one token set.
///
/// A theme names each set `enabled`, `source` (read so its tokens can be aliased) or
/// `disabled`; both of the first two are merged. Themes of one group are alternatives (light
/// and dark): two of them are never merged together, and themes without a group count as one
/// group. Files are read only inside the folder (see `ConfinedFolder`): a set or a themes
/// file that leads out of it, by `..` or through a symbolic link, is refused. Gathering the
/// sets takes time in proportion to the files: each set is looked up by name once.
public enum TokensStudioThemes {
    /// Why the theme's sets could not be gathered.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong and what to do.
        public let reason: String

        /// The reason.
        public var description: String { reason }
    }

    /// The files of the sets that `names` (theme names, `group/name`, or ids) enable, in the
    /// folder's `tokenSetOrder` (sets it does not list follow, in the themes' order).
    ///
    /// - Throws: `Failure` for a folder without `$themes.json`, a theme that does not exist,
    ///   two themes of one group, or a set whose file is missing or outside the folder.
    public static func sources(in folderURL: URL, themes names: [String]) throws(Failure) -> [TokenSource] {
        guard let folder = ConfinedFolder(folderURL) else {
            throw Failure(reason: "\(folderURL.path): no such folder; --theme reads a Tokens Studio folder")
        }
        let themes = try themeList(in: folder, path: folderURL.path)
        var chosen: [Theme] = []
        for name in names {
            guard
                let theme = themes.first(where: { $0.name == name || $0.id == name })
                    ?? themes.first(where: { ($0.group.map { $0 + "/" } ?? "") + $0.name == name })
            else {
                let known = themes.map { ($0.group.map { $0 + "/" } ?? "") + $0.name }.joined(separator: ", ")
                throw Failure(reason: "no theme '\(name)' in $themes.json; the themes are: \(known)")
            }
            if let other = chosen.first(where: { $0.group == theme.group }) {
                throw Failure(
                    reason: "themes '\(other.name)' and '\(theme.name)' are alternatives "
                        + (theme.group.map { "(both in group '\($0)')" } ?? "(neither has a group)")
                        + "; their sets are never merged together: choose one")
            }
            chosen.append(theme)
        }
        var wanted: [String] = []
        var isWanted: Set<String> = []
        for theme in chosen {
            for (set, status) in theme.sets where status == "enabled" || status == "source" {
                if isWanted.insert(set).inserted { wanted.append(set) }
            }
        }
        var sources: [TokenSource] = []
        for set in inSetOrder(wanted, isWanted: isWanted, order: setOrder(in: folder)) {
            guard !set.isEmpty else {
                throw Failure(reason: "a set with an empty name is not a file in the folder; refusing to read it")
            }
            do {
                let file = try folder.read(set + ".json")
                sources.append(TokenSource(name: set + ".json", data: Data(file.bytes)))
            } catch {
                throw Failure(reason: "set '\(set)': \(set).json in \(folderURL.path): \(error.reason)")
            }
        }
        return sources
    }

    /// `wanted` (whose members `isWanted` holds) in the order `order` lists them, then those it
    /// does not list, in their own order; each name is looked up by its hash, never in a list.
    /// Generic, so that a test can count the comparisons and hashes it makes.
    static func inSetOrder<Name: Hashable>(_ wanted: [Name], isWanted: Set<Name>, order: [Name]) -> [Name] {
        var ordered: [Name] = []
        var isOrdered: Set<Name> = []
        for set in order where isWanted.contains(set) && isOrdered.insert(set).inserted {
            ordered.append(set)
        }
        return ordered + wanted.filter { !isOrdered.contains($0) }
    }

    private struct Theme {
        let id: String?
        let name: String
        let group: String?
        let sets: [(String, String)]
    }

    private static func themeList(in folder: ConfinedFolder, path: String) throws(Failure) -> [Theme] {
        let bytes: [UInt8]
        do {
            bytes = try folder.read("$themes.json").bytes
        } catch {
            throw Failure(
                reason: "\(path)/$themes.json: \(error.reason); --theme reads Tokens Studio's themes file there")
        }
        guard case let .success(output) = JSONReader.read(bytes), output.document.kind(0) == .array else {
            throw Failure(reason: "$themes.json: expected a JSON array of themes")
        }
        let document = output.document
        var themes: [Theme] = []
        for (index, node) in document.elements(0).enumerated() {
            guard document.kind(node) == .object, let nameNode = document.member(node, "name"),
                let name = document.string(nameNode)
            else {
                throw Failure(reason: "$themes.json: theme \(index) has no \"name\"")
            }
            var sets: [(String, String)] = []
            // Member order decides the merge order for sets the metadata does not list.
            if let selected = document.member(node, "selectedTokenSets"), document.kind(selected) == .object {
                for (set, statusNode) in document.members(selected) {
                    sets.append((set, document.string(statusNode) ?? ""))
                }
            }
            let id = document.member(node, "id").flatMap { document.string($0) }
            let group = document.member(node, "group").flatMap { document.string($0) }
            themes.append(Theme(id: id, name: name, group: group, sets: sets))
        }
        return themes
    }

    private static func setOrder(in folder: ConfinedFolder) -> [String] {
        guard let bytes = try? folder.read("$metadata.json").bytes, case let .success(output) = JSONReader.read(bytes),
            output.document.kind(0) == .object, let order = output.document.member(0, "tokenSetOrder"),
            output.document.kind(order) == .array
        else { return [] }
        return output.document.elements(order).compactMap { output.document.string($0) }
    }
}
