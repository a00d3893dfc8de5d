import Foundation

/// The flows `App test` runs for the paths it was given, as Maestro plans a workspace: files
/// given by name always run; a folder contributes the flow files its `config.yaml` globs
/// match (the top-level ones by default, so subflows in sub-folders are not run on their
/// own); include and exclude tags (the config's and the command line's) filter them; the
/// config's `executionOrder` runs some first, in order.
public struct FlowFileWorkspace: Sendable {
    /// The flows to run one after another first, in order (`executionOrder.flowsOrder`).
    public let ordered: [FlowFile]
    /// The other flows, sorted by path.
    public let flows: [FlowFile]
    /// Whether the ordered flows go on after one fails.
    public let continueOnFailure: Bool

    /// The most problems printed for one flow file; the others are counted in one line. A file
    /// written by a generator gone wrong can hold thousands, and nobody reads past the first few.
    static let maximumProblemsShown = 100

    /// Plans the run.
    ///
    /// - Throws: `FlowFileUsageError` for missing paths or nothing to run (Maestro's messages), a
    ///   workspace config that is there but cannot be read, and every syntax error of every
    ///   selected file.
    public static func plan(
        paths: [String],
        includeTags: [String],
        excludeTags: [String],
        loader: FlowFileLoader,
        report: (String) -> Void
    ) throws(FlowFileUsageError) -> FlowFileWorkspace {
        var files: [String] = []
        var config = MaestroWorkspaceConfig()
        for path in paths {
            guard try FlowFileDiscovery.isFolder(path) else {
                files.append(path)
                continue
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            config = try workspaceConfig(in: folder, loader: loader) ?? config
            let all = flowFiles(below: folder)
            guard !all.isEmpty else {
                throw FlowFileUsageError(
                    "Flow directories do not contain any Flow files: \(folder) (expected .yaml or .yml files)")
            }
            // `!pattern` leaves out what it matches, as Maestro's planner reads it.
            let positive = config.flows.filter { !$0.hasPrefix("!") }
            let negative = config.flows.filter { $0.hasPrefix("!") }
            guard !positive.isEmpty else {
                throw FlowFileUsageError(
                    "Flow inclusion patterns contain only negation patterns, so no Flows would match: "
                        + negative.joined(separator: ", ") + "; add a positive pattern, e.g. flows: ['*', "
                        + negative.map { "'\($0)'" }.joined(separator: ", ") + "]")
            }
            let included = positive.map(FlowFileGlob.init)
            let excluded = negative.map { FlowFileGlob(String($0.dropFirst())) }
            let matched = all.filter { relative in
                included.contains { $0.matches(relative) } && !excluded.contains { $0.matches(relative) }
            }
            guard !matched.isEmpty else {
                if config.flows == ["*"] {
                    throw FlowFileUsageError(
                        "Top-level directories do not contain any Flows: \(folder) (use 'flows' in config.yaml "
                            + "to include sub-folders)")
                }
                throw FlowFileUsageError(
                    "Flow inclusion pattern(s) did not match any Flow files: " + positive.joined(separator: ", "))
            }
            files += matched.map { folder + "/" + $0 }
        }
        let loaded = try load(Array(Set(files)).sorted(), loader: loader, report: report)
        let include = includeTags + config.includeTags
        let exclude = excludeTags + config.excludeTags
        let selected = loaded.filter { flow in
            (include.isEmpty || flow.config.tags.contains(where: include.contains))
                && !flow.config.tags.contains(where: exclude.contains)
        }
        guard !selected.isEmpty else {
            throw FlowFileUsageError(
                "Include / Exclude tags did not match any Flows (include: \(include.joined(separator: ", ")); "
                    + "exclude: \(exclude.joined(separator: ", ")))")
        }
        var ordered: [FlowFile] = []
        for name in config.flowsOrder {
            guard let flow = selected.first(where: { $0.name == name }) else {
                throw FlowFileUsageError("executionOrder: no flow is named '\(name)'")
            }
            ordered.append(flow)
        }
        let rest = selected.filter { flow in !ordered.contains { $0.file == flow.file } }
        return FlowFileWorkspace(ordered: ordered, flows: rest, continueOnFailure: config.continueOnFailure)
    }

    /// Every flow, the ordered ones first.
    public var all: [FlowFile] { ordered + flows }

    /// The folder's `config.yaml` (or `config.yml`), or nil when it has none. A config that is
    /// there but cannot be read is an error, not a config left out: its tags would not filter.
    private static func workspaceConfig(in folder: String, loader: FlowFileLoader) throws(FlowFileUsageError)
        -> MaestroWorkspaceConfig?
    {
        for name in ["config.yaml", "config.yml"] {
            let path = folder + "/" + name
            var status = stat()
            // Only a name with nothing there holds no config; anything else is read or refused.
            if lstat(path, &status) != 0, errno == ENOENT { continue }
            let text: String
            do {
                text = try FlowFileSourceText.decode(try loader.bytes(of: path), file: path)
            } catch let error as FlowFileSyntaxError {
                throw FlowFileUsageError("\(error)")
            } catch {
                throw FlowFileUsageError("cannot read the workspace config '\(path)': \(FlowFileLoader.reason(error))")
            }
            do {
                return try MaestroWorkspaceConfig(parsing: text, file: path)
            } catch {
                throw FlowFileUsageError("\(error)")
            }
        }
        return nil
    }

    /// Flow files below `folder`, relative to it, without workspace configs or hidden files.
    private static func flowFiles(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let isFlow = FlowFileDiscovery.extensions.contains((name as NSString).pathExtension.lowercased())
            guard isFlow, !name.hasPrefix("."), relative != "config.yaml", relative != "config.yml" else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    private static func load(_ files: [String], loader: FlowFileLoader, report: (String) -> Void)
        throws(FlowFileUsageError) -> [FlowFile]
    {
        var flows: [FlowFile] = []
        var errors: [FlowFileSyntaxError] = []
        for file in files {
            do {
                flows.append(try loader.load(file))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else {
            reportProblems(errors, loader: loader, report: report)
            let count = errors.count
            throw FlowFileUsageError("\(count) flow file\(count == 1 ? " has" : "s have") errors; nothing was run")
        }
        return flows
    }

    /// Prints each problem with the lines around it, at most `maximumProblemsShown` a file, then
    /// for each file with more a line counting those left out. Each file is read and split into
    /// lines once, so the time grows with the problems and the files, never with their product.
    private static func reportProblems(
        _ errors: [FlowFileSyntaxError], loader: FlowFileLoader, report: (String) -> Void
    ) {
        var lines: [String: FlowFileSourceLines?] = [:]
        var shown: [String: Int] = [:]
        var notShown: [(file: String, count: Int)] = []
        var notShownIndex: [String: Int] = [:]
        for error in errors {
            for problem in error.all {
                let file = problem.location.file
                guard shown[file, default: 0] < maximumProblemsShown else {
                    if let index = notShownIndex[file] {
                        notShown[index].count += 1
                    } else {
                        notShownIndex[file] = notShown.count
                        notShown.append((file, 1))
                    }
                    continue
                }
                shown[file, default: 0] += 1
                if lines[file] == nil {
                    let source = (try? loader.bytes(of: file)).flatMap {
                        try? FlowFileSourceText.decode($0, file: file)
                    }
                    lines[file] = .some(source.map(FlowFileSourceLines.init))
                }
                report("error: " + FlowFileCodeFrame.render(problem, lines: lines[file] ?? nil))
            }
        }
        for (file, count) in notShown {
            report(
                "error: \(file): \(count) more problem\(count == 1 ? "" : "s") not shown; the first "
                    + "\(maximumProblemsShown) are above")
        }
    }
}
