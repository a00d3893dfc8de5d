/// The files changed since a git revision, mapped to the targets whose folders hold them.
public struct ChangedFiles: Sendable, Equatable {
    /// The changed files, relative to the root, sorted.
    public let files: [String]
    /// The targets the changed files belong to, sorted.
    public let targets: [String]
    /// Changed files that belong to no target (documentation, tooling), relative to the root.
    public let unowned: [String]
    /// Whether a manifest file changed, which touches every target.
    public let manifestChanged: Bool

    /// Maps `files` (relative to the package root) to targets: a file belongs to the target whose
    /// folder holds it most closely; a change to `Package.swift` or `Package.resolved` touches all.
    public init(files: [String], in graph: DependencyGraph) {
        let root = graph.package.root
        let folders = graph.targets.map {
            (folder: $0.directory.hasSuffix("/") ? $0.directory : $0.directory + "/", $0)
        }
        var targets: Set<String> = []
        var unowned: [String] = []
        var manifestChanged = false
        for file in files {
            if DescriptionCache.isManifestFile(file) {
                manifestChanged = true
                continue
            }
            let path = PathResolver.absolute(file, from: root)
            let owners = folders.filter { path.hasPrefix($0.folder) }
            guard let longest = owners.map(\.folder.count).max() else {
                unowned.append(file)
                continue
            }
            for owner in owners where owner.folder.count == longest { targets.insert(owner.1.name) }
        }
        self.files = files.sorted()
        self.targets = manifestChanged ? graph.targets.map(\.name) : targets.sorted()
        self.unowned = unowned.sorted()
        self.manifestChanged = manifestChanged
    }
}
