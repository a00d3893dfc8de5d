import Foundation

/// Writes the file a build command declares as its output, only when its text changes: a
/// rewritten file with the same text would still look new to the build system and recompile
/// whatever reads it.
public enum StampFile {
    /// Writes `text` to `path` unless the file already holds exactly that text.
    public static func write(_ text: String, to path: String) throws(DepgraphError) {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data { return }
        try OutputFile.write(data, to: path)
    }
}
