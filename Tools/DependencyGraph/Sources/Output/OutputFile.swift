import CommandLineKit
import Foundation

/// Writes `--output` files and the generated files `depgraph generated --update` and
/// `depgraph api --update` rewrite, through the replacement every command that rewrites a
/// person's file uses (`UserFileReplacement`): only a regular file with one name (or a new one)
/// is replaced, whole, its permissions and owner kept. A FIFO would block or feed another
/// process, a device would be written through, and replacing a symbolic link or special file
/// with a regular one would destroy it: all are refused.
public enum OutputFile {
    /// Writes `data` to `path`, replacing an existing regular file.
    public static func write(_ data: Data, to path: String) throws(DepgraphError) {
        let replacement = UserFileReplacement()
        if let refusal = replacement.refusal(toReplace: path) { throw .unsafeOutput(path: path, detail: refusal) }
        do {
            try replacement.write(Array(data), to: path)
        } catch {
            throw .unwritableFile(file: path, detail: error.reason)
        }
    }
}
