import Foundation

@testable import FlowRunner

/// One invalid workspace of Maestro's `WorkspaceExecutionPlannerErrorsTest`: a `workspace`
/// folder (or the flow `singleFlow.txt` names in it), the tags of `includeTags.txt` and
/// `excludeTags.txt`, and the `error.txt` Maestro prints for it.
@MainActor
struct MaestroWorkspaceFixture {
    /// The folder Maestro's test copied each fixture to, as `error.txt` names its files.
    static let maestroWorkspace = "/tmp/WorkspaceExecutionPlannerErrorsTest_workspace/workspace/"

    /// Fixtures where this runner places the problem elsewhere than Maestro, with the reason.
    static let placeDeviations: [String: String] = [
        "e019_invalid_swipe_direction":
            "the invalid direction is placed at its value; Maestro's parser reports the line after the command"
    ]

    let folder: String

    init(_ folder: String) {
        self.folder = folder
    }

    /// The title (the first line up to ` at ` or `:`) and, when Maestro gives one, the place
    /// relative to the workspace (`Flow.yaml:3:3`).
    func expectedError() throws -> (title: String, place: String?) {
        let text = try String(contentsOfFile: folder + "/error.txt", encoding: .utf8)
        let first = String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
        if let at = first.range(of: " at " + Self.maestroWorkspace) {
            return (String(first[..<at.lowerBound]), String(first[at.upperBound...]))
        }
        let title = first.split(separator: ":").first.map(String.init) ?? first
        return (title.trimmingCharacters(in: .whitespaces), nil)
    }

    /// Runs `App test` on a copy of the fixture in a folder of its own, as Maestro's test runs
    /// it (so `../` leads nowhere the fixture does not hold); the exit status and everything
    /// printed.
    func run() -> (status: Int32, output: String) {
        let copy = NSTemporaryDirectory() + "maestro-fixture-" + UUID().uuidString
        do {
            try FileManager.default.copyItem(atPath: folder, toPath: copy)
        } catch {
            return (-1, "cannot copy \(folder): \(error)")
        }
        defer { try? FileManager.default.removeItem(atPath: copy) }
        var arguments = [copy + "/workspace"]
        if let single = lines("singleFlow.txt").first { arguments = [copy + "/workspace/" + single] }
        for tag in lines("includeTags.txt") { arguments += ["--include-tags", tag] }
        for tag in lines("excludeTags.txt") { arguments += ["--exclude-tags", tag] }
        var output: [String] = []
        let status = FlowFileTestArguments.run(arguments, host: { FakeFlowHost() }, output: { output.append($0) })
        return (status, output.joined(separator: "\n"))
    }

    private func lines(_ name: String) -> [String] {
        guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
