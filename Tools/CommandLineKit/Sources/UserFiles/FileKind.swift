import Foundation

/// What a path names, as `lstat` or `fstat` tells it: the one place the tools turn a file's
/// type into the words a person reads when that type is refused.
public enum FileKind: Sendable, Equatable {
    /// A file of bytes: the only kind read or replaced.
    case regularFile
    /// A directory.
    case folder
    /// A symbolic link, judged itself, never what it points at.
    case symbolicLink
    /// A FIFO: reading waits for a writer, writing waits for a reader.
    case namedPipe
    /// A character or block device.
    case device
    /// A Unix domain socket.
    case socket
    /// Anything else the system may add.
    case other

    /// The kind of the file whose `st_mode` is `mode`.
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .namedPipe
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// Why a file of this kind is not read or replaced as a file, or nil for a regular file.
    /// A named pipe would wait for a writer (or feed a reader) and a device would be read or
    /// written through, whoever runs the tool: the reason says what the path is, never that
    /// permission was missing.
    public var refusal: String? {
        switch self {
        case .regularFile: nil
        case .folder: "it is a folder, expected a file"
        case .symbolicLink: "it is a symbolic link; give the path of the file itself"
        case .namedPipe: "it is a named pipe, which would block; give a regular file"
        case .device: "it is a device, not a regular file"
        case .socket: "it is a socket, not a regular file"
        case .other: "it is not a regular file"
        }
    }
}
