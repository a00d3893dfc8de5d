import Foundation

/// A file a person named as input, read whole, with the version it had when it was read, so
/// that a command replacing it later can tell whether someone changed it in between.
///
/// Only a regular file is read. The path is judged with `stat` before it is opened: opening a
/// named pipe would wait for a writer, and opening a device can act on it. It is opened
/// without blocking and judged again on the descriptor, which is what is read.
public struct InputFile: Sendable {
    /// The path as it was given.
    public let path: String
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The file as it was when it was read.
    public let version: FileVersion

    /// The bytes and version read, for callers that read in their own way.
    public init(path: String, bytes: [UInt8], version: FileVersion) {
        self.path = path
        self.bytes = bytes
        self.version = version
    }

    /// Reads the regular file at `path`.
    ///
    /// - Parameters:
    ///   - followingLinks: Whether a symbolic link at the end of `path` is followed; when
    ///     false, a link is refused.
    ///   - calls: The system calls to make.
    /// - Throws: `FileAccessError` saying what the path is when it is not a regular file,
    ///   or why it could not be read.
    public static func read(
        _ path: String, followingLinks: Bool = true, calls: some FileSystemCalls = PosixFileSystemCalls()
    ) throws(FileAccessError) -> InputFile {
        guard !path.isEmpty else { throw FileAccessError(path: path, reason: "the path is empty") }
        guard let before = calls.status(of: path, followingLinks: followingLinks) else {
            throw FileAccessError(path: path, reason: reason(for: errno))
        }
        if let refusal = FileKind(mode: before.st_mode).refusal {
            throw FileAccessError(path: path, reason: refusal)
        }
        let noFollow = followingLinks ? 0 : O_NOFOLLOW
        let descriptor = calls.open(path, flags: O_RDONLY | O_NONBLOCK | O_CLOEXEC | noFollow, mode: 0)
        guard descriptor >= 0 else { throw FileAccessError(path: path, reason: reason(for: errno)) }
        defer { calls.close(descriptor) }
        guard let status = calls.status(of: descriptor) else {
            throw FileAccessError(path: path, reason: reason(for: errno))
        }
        // The path may have been swapped for something else between the two looks.
        if let refusal = FileKind(mode: status.st_mode).refusal {
            throw FileAccessError(path: path, reason: refusal)
        }
        guard let bytes = calls.readAll(descriptor) else {
            throw FileAccessError(path: path, reason: reason(for: errno))
        }
        return InputFile(path: path, bytes: bytes, version: FileVersion(status))
    }

    /// The words for a failed call: "no such file" rather than the C library's longer text,
    /// which names a folder too.
    static func reason(for error: Int32) -> String {
        switch error {
        case ENOENT: "no such file"
        case ENOTDIR: "a part of the path is not a folder"
        case ELOOP: "its symbolic links lead round in a loop"
        default: String(cString: strerror(error)).lowercased()
        }
    }
}
