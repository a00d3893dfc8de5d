import Foundation

/// Reads flow files and the files their `runFlow` steps name (relative to the including
/// file), refusing cycles and runaway nesting before anything runs.
public struct FlowFileLoader: Sendable {
    /// How deep `runFlow` files may include one another.
    public static let maximumIncludeDepth = 16

    private let readFile: @Sendable (String) throws -> [UInt8]

    /// Creates a loader that reads files with `readFile` (the disk by default).
    public init(readFile: @escaping @Sendable (String) throws -> [UInt8] = FlowFileLoader.readFromDisk) {
        self.readFile = readFile
    }

    /// Reads a file's bytes from the disk.
    ///
    /// - Throws: An error whose description says why, when the path is missing, unreadable,
    ///   too large or not a regular file (a folder, a named pipe, a device).
    public static func readFromDisk(_ path: String) throws -> [UInt8] {
        try FlowFileReader.read(path)
    }

    /// The bytes of the file at `path`, read as flow files are.
    ///
    /// - Throws: What the loader's reader throws (a `FlowFileReader.Failure` from the disk).
    func bytes(of path: String) throws -> [UInt8] {
        try readFile(path)
    }

    /// Why a file could not be read, in words for a person.
    static func reason(_ error: any Error) -> String {
        (error as? FlowFileReader.Failure)?.description ?? (error as NSError).localizedDescription
    }

    /// The flow in `path`, with every `runFlow` file read and parsed.
    ///
    /// Every file must start with a config block, as Maestro's flow files do, and every
    /// `addMedia` file must exist (relative to the flow file), as Maestro checks when it reads
    /// the flow.
    ///
    /// - Throws: `FlowFileSyntaxError` for an unreadable or malformed file (this one or an
    ///   included one), a `runFlow` cycle, includes nested too deeply, a missing media file,
    ///   or a selector pattern the linear matcher cannot run.
    public func load(_ path: String) throws(FlowFileSyntaxError) -> FlowFile {
        var cache = Cache()
        let flow = try load(path, chain: [], includedAt: nil, cache: &cache)
        if let refusal = cache.refusals[Self.key(of: path)] { throw refusal }
        return flow
    }

    private struct Link {
        let key: String
        let file: String
    }

    /// The files one load has read, each once, by key.
    private struct Cache {
        /// Each file, its inclusions resolved.
        var flows: [String: FlowFile] = [:]
        /// Each file's first pattern the linear matcher refuses (`FlowFileReferenceCheck`), for
        /// those that have one.
        var refusals: [String: FlowFileSyntaxError] = [:]
    }

    /// The key of the file at `path`: its standardised absolute path.
    private static func key(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private func load(
        _ file: String,
        chain: [Link],
        includedAt: FlowFileSourceLocation?,
        cache: inout Cache
    ) throws(FlowFileSyntaxError) -> FlowFile {
        let key = Self.key(of: file)
        if let cached = cache.flows[key] { return cached }
        let bytes: [UInt8]
        do {
            bytes = try readFile(file)
        } catch FlowFileReader.Failure.tooLarge(let byteCount) {
            // Said as the parser says it of bytes it was handed: the file itself is at fault.
            throw FlowFileSyntaxError(
                FlowFileSourceText.oversizeMessage(byteCount: byteCount),
                at: FlowFileSourceLocation(file: file, line: 1, column: 1)
            )
        } catch {
            throw .titled(
                FlowFileReaderTitle.invalidFilePath,
                "cannot read flow file '\(file)': \(Self.reason(error))",
                at: includedAt ?? FlowFileSourceLocation(file: file, line: 1, column: 1)
            )
        }
        let parsed = try FlowFileParser.parse(bytes: bytes, file: file, requiringConfig: true)
        let link = Link(key: key, file: file)
        let directory = Self.directory(of: file)
        let steps = try resolve(parsed.steps, directory: directory, chain: chain + [link], cache: &cache)
        var config = parsed.config
        config.onFlowStart = try resolve(config.onFlowStart, directory: directory, chain: chain + [link], cache: &cache)
        config.onFlowComplete = try resolve(
            config.onFlowComplete, directory: directory, chain: chain + [link], cache: &cache)
        let flow = FlowFile(file: file, config: config, steps: steps)
        let refusals = cache.refusals
        cache.refusals[key] = FlowFileReferenceCheck.firstRefusal(in: steps) { name in
            refusals[Self.key(of: Self.path(of: name, in: directory))]
        }
        cache.flows[key] = flow
        return flow
    }

    private func resolve(
        _ steps: [FlowFileStep],
        directory: String,
        chain: [Link],
        cache: inout Cache
    ) throws(FlowFileSyntaxError) -> [FlowFileStep] {
        var resolved: [FlowFileStep] = []
        resolved.reserveCapacity(steps.count)
        for step in steps {
            switch step.command {
            case let .runFlow(inclusion):
                let included = try resolve(
                    inclusion, at: step.location, directory: directory, chain: chain, cache: &cache)
                resolved.append(step.replacingCommand(.runFlow(included)))
            case let .retry(retries, inclusion):
                let included = try resolve(
                    inclusion, at: step.location, directory: directory, chain: chain, cache: &cache)
                resolved.append(step.replacingCommand(.retry(maxRetries: retries, included)))
            case let .repeat(times, inner):
                let innerResolved = try resolve(inner, directory: directory, chain: chain, cache: &cache)
                resolved.append(step.replacingCommand(.repeat(times: times, steps: innerResolved)))
            case let .runScript(file, env, condition):
                let path = Self.path(of: file, in: directory)
                resolved.append(step.replacingCommand(.runScript(file: path, env: env, condition: condition)))
            case let .addMedia(files):
                for name in files where !FileManager.default.fileExists(atPath: Self.path(of: name, in: directory)) {
                    throw .titled(
                        FlowFileReaderTitle.mediaFileNotFound,
                        "Media file at \(name) in flow file: \(step.location.file) not found", at: step.location)
                }
                resolved.append(step)
            case let .repeatWhile(condition, times, inner):
                let innerResolved = try resolve(inner, directory: directory, chain: chain, cache: &cache)
                resolved.append(step.replacingCommand(.repeatWhile(condition, times: times, steps: innerResolved)))
            default:
                resolved.append(step)
            }
        }
        return resolved
    }

    private func resolve(
        _ inclusion: FlowFileInclusion,
        at location: FlowFileSourceLocation,
        directory: String,
        chain: [Link],
        cache: inout Cache
    ) throws(FlowFileSyntaxError) -> FlowFileInclusion {
        guard let name = inclusion.file else {
            let steps = try resolve(inclusion.steps, directory: directory, chain: chain, cache: &cache)
            return inclusion.resolved(steps: steps, defaultEnv: [:])
        }
        let file = Self.path(of: name, in: directory)
        let key = Self.key(of: file)
        if let start = chain.firstIndex(where: { $0.key == key }) {
            let cycle = chain[start...].map(\.file) + [file]
            throw FlowFileSyntaxError("runFlow cycle: " + cycle.joined(separator: " -> "), at: location)
        }
        guard chain.count < Self.maximumIncludeDepth else {
            throw FlowFileSyntaxError(
                "runFlow files are nested more than \(Self.maximumIncludeDepth) deep at '\(file)'",
                at: location
            )
        }
        let flow = try load(file, chain: chain, includedAt: location, cache: &cache)
        return inclusion.resolved(steps: flow.steps, defaultEnv: flow.config.env)
    }

    /// `name` as written in a file of `directory`: relative names are relative to it.
    private static func path(of name: String, in directory: String) -> String {
        // `./sub/flow.yaml` names `sub/flow.yaml`: messages show the path without the `.`s.
        let relative = name.split(separator: "/", omittingEmptySubsequences: false).drop { $0 == "." }
            .joined(separator: "/")
        if name.hasPrefix("/") || directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    private static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }
}
