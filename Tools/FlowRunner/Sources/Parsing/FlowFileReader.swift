import Foundation

/// Reads a flow file, script or workspace config from the disk, refusing what is not a regular
/// file of a sensible size before reading a byte: a folder, a named pipe (which would block
/// forever, or feed on what another process writes) or a device such as `/dev/zero` (which
/// never ends) each get a sentence saying what it is. The path's kind is looked up before it
/// is opened, so a named pipe is never opened, even one this process may not read.
enum FlowFileReader {
    /// Why a path could not be read as a flow file.
    enum Failure: Error, CustomStringConvertible {
        /// Missing, unreadable or not a regular file; the reason in words for a person.
        case unreadable(String)
        /// A regular file larger than a flow file may be, refused before it is read.
        case tooLarge(byteCount: Int)

        /// The reason, e.g. "it is a folder, not a regular file".
        var description: String {
            switch self {
            case let .unreadable(reason): reason
            case let .tooLarge(byteCount): FlowFileSourceText.oversizeMessage(byteCount: byteCount)
            }
        }
    }

    /// The bytes of the regular file at `path`.
    ///
    /// - Throws: `Failure` naming what the path is when it is not a readable regular file.
    static func read(_ path: String) throws(Failure) -> [UInt8] {
        var before = stat()
        guard stat(path, &before) == 0 else { throw .unreadable(systemReason()) }
        if let kind = kindOtherThanRegularFile(before.st_mode) {
            throw .unreadable("it is \(kind), not a regular file")
        }
        // Non-blocking, so that a named pipe put in the file's place since the look-up does not
        // block either; the kind is checked again on what was opened.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(systemReason()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(systemReason()) }
        if let kind = kindOtherThanRegularFile(status.st_mode) {
            throw .unreadable("it is \(kind), not a regular file")
        }
        let limit = FlowFileSourceText.maximumByteCount
        guard status.st_size <= limit else { throw .tooLarge(byteCount: Int(status.st_size)) }
        return try readAll(descriptor, upTo: limit + 1)
    }

    private static func kindOtherThanRegularFile(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }

    /// Reads to the end, or to `limit` bytes for a file that grows while it is read (the
    /// parser then refuses it as too large).
    private static func readAll(_ descriptor: Int32, upTo limit: Int) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress, min(buffer.count, limit - bytes.count))
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(systemReason()) }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
