import FlowRunner
import Foundation

/// The folder whose files the studio's commands may read: the one it serves, where it was
/// started. A command typed on the page, or a recording edited there, is text from the page,
/// and the page must not be a way to read the machine's other files: a `runScript` file is a
/// JavaScript file (`.js`) named relative to this folder and must be inside it after every link
/// is followed; anything else is refused before a byte is read, so neither a file elsewhere
/// nor one such as `.env` beside the scripts is ever run. `runFlow` files are not read at all:
/// the studio runs inline commands, and `App test` runs flow files.
struct StudioScriptFolder {
    /// The folder's real path (links resolved), without a trailing `/`.
    let path: String

    /// The folder at `path`, resolved once so that a link to it or inside it compares as what it
    /// points to.
    init(_ path: String) {
        self.path = Self.realPath(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `flow` with every `runScript` file replaced by its real path inside the folder, so the
    /// runner reads exactly the file that was checked, wherever the process's current folder is.
    ///
    /// - Throws: `StudioError.badRequest` for a `runScript` file that is not inside the folder
    ///   and for a `runFlow` file, naming the step.
    func confine(_ flow: FlowFile) throws(StudioError) -> FlowFile {
        var config = flow.config
        config.onFlowStart = try confine(config.onFlowStart)
        config.onFlowComplete = try confine(config.onFlowComplete)
        return FlowFile(file: flow.file, config: config, steps: try confine(flow.steps))
    }

    /// The real path of the script `name` names.
    ///
    /// - Throws: `StudioError.badRequest` when `name` is absolute, climbs with `..`, is not a
    ///   `.js` file, names no file, or leads (through a link) outside the folder or to a file
    ///   that is not a `.js` one. Paths outside are refused by their spelling alone, so the
    ///   answer never says whether such a file exists.
    func script(_ name: String) throws(StudioError) -> String {
        let parts = name.split(separator: "/", omittingEmptySubsequences: true)
        guard !name.hasPrefix("/"), !parts.isEmpty, !parts.contains("..") else {
            throw .badRequest(
                "runScript: '\(Self.shortened(name))' is outside the studio's folder; name a script by its path "
                    + "inside \(path)")
        }
        guard name.hasSuffix(".js") else {
            throw .badRequest(
                "runScript: '\(Self.shortened(name))' is not a JavaScript file; the studio runs only .js scripts")
        }
        guard let resolved = Self.realPath(path + "/" + parts.joined(separator: "/")) else {
            throw .badRequest("runScript: no script at '\(Self.shortened(name))' in \(path)")
        }
        guard resolved.hasPrefix(path == "/" ? "/" : path + "/"), resolved.hasSuffix(".js") else {
            throw .badRequest(
                "runScript: '\(Self.shortened(name))' is a link that leads outside the studio's folder or to a file "
                    + "that is not a .js script; the studio runs only the .js scripts inside \(path)")
        }
        return resolved
    }

    // MARK: - Steps

    /// Each step visited once, nested ones through the command that holds them: the work is
    /// the size of the parsed flow, itself bounded by the request's body and the parser's depth.
    private func confine(_ steps: [FlowFileStep]) throws(StudioError) -> [FlowFileStep] {
        var confined: [FlowFileStep] = []
        confined.reserveCapacity(steps.count)
        for step in steps {
            confined.append(
                FlowFileStep(
                    try confine(step.command, at: step), at: step.location, label: step.label,
                    isOptional: step.isOptional))
        }
        return confined
    }

    private func confine(_ command: MaestroCommand, at step: FlowFileStep) throws(StudioError) -> MaestroCommand {
        switch command {
        case let .runScript(file, env, condition):
            do {
                return .runScript(file: try script(file), env: env, condition: condition)
            } catch {
                throw .badRequest("\(Self.place(of: step)): \(error.description)")
            }
        case let .runFlow(inclusion):
            return .runFlow(try confine(inclusion, at: step, what: "runFlow"))
        case let .retry(retries, inclusion):
            return .retry(maxRetries: retries, try confine(inclusion, at: step, what: "retry"))
        case let .repeat(times, steps):
            return .repeat(times: times, steps: try confine(steps))
        case let .repeatWhile(condition, times, steps):
            return .repeatWhile(condition, times: times, steps: try confine(steps))
        default:
            return command
        }
    }

    private func confine(_ inclusion: FlowFileInclusion, at step: FlowFileStep, what: String) throws(StudioError)
        -> FlowFileInclusion
    {
        if let file = inclusion.file {
            throw .badRequest(
                "\(Self.place(of: step)): \(what): the studio does not read flow files ('\(Self.shortened(file))'); "
                    + "write the commands inline with \(what): {commands: [...]}, or run the flow with App test")
        }
        return FlowFileInclusion(
            file: nil, env: inclusion.env, defaultEnv: inclusion.defaultEnv, steps: try confine(inclusion.steps),
            condition: inclusion.condition)
    }

    // MARK: - Paths

    /// `path` with every link resolved, or `nil` when it names nothing.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where `step` was written, as messages name it.
    private static func place(of step: FlowFileStep) -> String {
        "line \(step.location.line)"
    }

    /// `name` as a message quotes it: what was typed, cut short.
    private static func shortened(_ name: String) -> String {
        name.count > 120 ? name.prefix(120) + "..." : name
    }
}
