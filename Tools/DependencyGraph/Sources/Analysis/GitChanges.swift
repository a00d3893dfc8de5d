import Foundation

/// Asks git which files changed since a revision: committed, staged, unstaged and untracked.
enum GitChanges {
    /// Paths relative to `root`, inside it, changed since the point where the current branch left
    /// `revision` (their merge base): what `revision` gained meanwhile is not this branch's change.
    static func files(since revision: String, root: String) throws(DepgraphError) -> [String] {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        do {
            _ = try ToolRunner.run("git", ["-C", root, "rev-parse", "--show-toplevel"], in: scratch)
        } catch {
            throw .gitFailed(detail: "--since \(revision): \(root) is not inside a git repository")
        }
        do {
            _ = try ToolRunner.run(
                "git", ["-C", root, "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: scratch)
        } catch {
            throw .gitFailed(
                detail: "--since \(revision): no such revision in the git repository at \(root) "
                    + "(expected a commit, branch or tag that `git rev-parse` knows)")
        }
        let base = try ToolRunner.run("git", ["-C", root, "merge-base", revision, "HEAD"], in: scratch)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let tracked = try ToolRunner.run(
            "git",
            [
                "-C", root, "-c", "core.quotePath=false", "diff", "--name-only", "--relative", "--no-renames", base,
                "--",
            ],
            in: scratch
        )
        let untracked = try ToolRunner.run(
            "git", ["-C", root, "-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard"], in: scratch
        )
        let lines = (tracked + "\n" + untracked).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        return Array(Set(lines)).sorted()
    }
}
