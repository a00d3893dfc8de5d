import Foundation

/// Writes `--output` files: only a regular file (or a new one) is replaced, atomically.
///
/// A FIFO would block or feed another process, a device would be written through, and replacing
/// a symbolic link or special file with a regular one would destroy it: all are refused.
public enum OutputFile {
    /// Writes `data` to `path`, replacing an existing regular file.
    public static func write(_ data: Data, to path: String) throws(DepgraphError) {
        if let refusal = refusal(for: path) { throw .unsafeOutput(path: path, detail: refusal) }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .unwritableFile(file: path, detail: error.localizedDescription)
        }
    }

    /// Why `path` must not be written, or nil when it is a regular file or does not exist yet.
    static func refusal(for path: String) -> String? {
        let attributes: [FileAttributeKey: Any]
        do {
            // Does not follow a symbolic link: the link itself is judged.
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            return nil
        }
        guard let type = attributes[.type] as? FileAttributeType else { return "cannot tell what kind of file it is" }
        switch type {
        case .typeRegular: return nil
        case .typeSymbolicLink: return "it is a symbolic link; give the path of a regular file"
        case .typeDirectory: return "it is a folder; give the path of a file"
        case .typeCharacterSpecial, .typeBlockSpecial: return "it is a device, not a regular file"
        case .typeSocket: return "it is a socket, not a regular file"
        default: return "it is a FIFO or another special file, not a regular file"
        }
    }
}
