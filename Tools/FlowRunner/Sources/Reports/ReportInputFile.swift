import Foundation

/// Reads a report given to `App test merge-reports` (or written by a shard's worker): a
/// regular file of at most `maximumBytes`, read whole.
enum ReportInputFile {
    /// The largest report read: 256 MiB, far above a suite of thousands of flows with their
    /// screens, and small enough to hold in memory.
    static let maximumBytes = 256 << 20

    /// The bytes of the report at `path`.
    ///
    /// - Throws: `FlowFileUsageError` naming the path when it is not a readable regular file or
    ///   holds more than `maximumBytes`.
    static func read(_ path: String, maximumBytes: Int = maximumBytes) throws(FlowFileUsageError) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw FlowFileUsageError(
                "cannot read the report '\(path)': \(String(cString: strerror(errno)).lowercased())")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw FlowFileUsageError("cannot read the report '\(path)': it is not a regular file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw FlowFileUsageError("cannot read the report '\(path)': it cannot be opened")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            throw FlowFileUsageError("cannot read the report '\(path)': \(error.localizedDescription)")
        }
        guard data.count <= maximumBytes else {
            throw FlowFileUsageError(
                "cannot read the report '\(path)': it is larger than \(maximumBytes >> 20) MiB, the most a report may be"
            )
        }
        return [UInt8](data)
    }
}
