import DesignSystem
import Foundation

/// A Tokens Studio folder (`$themes.json`, `$metadata.json` and one JSON file per token set):
/// the sets a theme enables, read in the folder's set order, for checking as one token set.
///
/// A theme names each set `enabled`, `source` (read so its tokens can be aliased) or
/// `disabled`; both of the first two are merged. Themes of one group are alternatives (light
/// and dark): two of them are never merged together.
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
    public static func sources(in folder: URL, themes names: [String]) throws(Failure) -> [TokenSource] {
        let themes = try themeList(in: folder)
        var chosen: [(name: String, group: String?, sets: [(String, String)])] = []
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
            chosen.append((theme.name, theme.group, theme.sets))
        }
        var wanted: [String] = []
        for theme in chosen {
            for (set, status) in theme.sets where status == "enabled" || status == "source" {
                if !wanted.contains(set) { wanted.append(set) }
            }
        }
        let order = setOrder(in: folder)
        let ordered =
            order.filter { wanted.contains($0) } + wanted.filter { !order.contains($0) }
        var sources: [TokenSource] = []
        for set in ordered {
            guard !set.hasPrefix("/"), !set.split(separator: "/").contains(".."), !set.isEmpty else {
                throw Failure(reason: "set '\(set)' is not a path inside the folder; refusing to read it")
            }
            let url = folder.appendingPathComponent(set + ".json")
            guard let data = try? Data(contentsOf: url) else {
                throw Failure(reason: "set '\(set)' has no file \(set).json in \(folder.path)")
            }
            sources.append(TokenSource(name: set + ".json", data: data))
        }
        return sources
    }

    private struct Theme {
        let id: String?
        let name: String
        let group: String?
        let sets: [(String, String)]
    }

    private static func themeList(in folder: URL) throws(Failure) -> [Theme] {
        let url = folder.appendingPathComponent("$themes.json")
        guard let data = try? Data(contentsOf: url) else {
            throw Failure(reason: "\(folder.path) has no $themes.json; --theme reads Tokens Studio's themes file")
        }
        guard case let .success(output) = JSONReader.read([UInt8](data)), let value = output.document.value(0),
            case let .array(items) = value
        else { throw Failure(reason: "$themes.json: expected a JSON array of themes") }
        var themes: [Theme] = []
        for (index, item) in items.enumerated() {
            guard case let .object(fields) = item, case let .string(name)? = fields["name"] else {
                throw Failure(reason: "$themes.json: theme \(index) has no \"name\"")
            }
            var sets: [(String, String)] = []
            if case .object? = fields["selectedTokenSets"] {
                // Member order decides the merge order for sets the metadata does not list.
                let node = output.document.member(output.document.elements(0)[index], "selectedTokenSets") ?? 0
                for (set, statusNode) in output.document.members(node) {
                    sets.append((set, output.document.string(statusNode) ?? ""))
                }
            }
            let id: String? = if case let .string(id)? = fields["id"] { id } else { nil }
            let group: String? = if case let .string(group)? = fields["group"] { group } else { nil }
            themes.append(Theme(id: id, name: name, group: group, sets: sets))
        }
        return themes
    }

    private static func setOrder(in folder: URL) -> [String] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("$metadata.json")),
            case let .success(output) = JSONReader.read([UInt8](data)),
            case let .object(fields)? = output.document.value(0), case let .array(names)? = fields["tokenSetOrder"]
        else { return [] }
        return names.compactMap { if case let .string(name) = $0 { name } else { nil } }
    }
}
