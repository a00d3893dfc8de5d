import App
import FlowRunner
import Foundation

/// Starts the workers of `App test --shard-split` and `--shard-all`: this executable again,
/// with the run's configuration, appearance and language and relaxed durability (their state is scratch:
/// each worker's suite keeps its own temporary state file).
public enum ShardWorkerLauncher {
    /// The launcher for a run launched with `launch`; `nil` when this executable's path is
    /// unknown.
    public static func launcher(for launch: LaunchOptions) -> FlowFileShardProcessLauncher? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let arguments = [
            "--configuration", launch.configurationName,
            "--durability", (launch.durability ?? .relaxed).rawValue,
            "--appearance", launch.appearance.rawValue,
            "--language", launch.language.code,
        ]
        // A worker talks to the server the run was told, or starts an embedded one of its own.
        let content = launch.contentBaseURL.map { ["--content-url", $0.absoluteString] } ?? []
        return FlowFileShardProcessLauncher(executable: executable, leadingArguments: arguments + content)
    }
}
