import Foundation

/// What identifies one version of a file: which file it is (device and inode), its size and
/// its last modification, and what a replacement must keep (permissions, owner, group) or
/// must not cut (its other names).
public struct FileVersion: Sendable, Equatable {
    /// The device the file is on.
    public let device: UInt64
    /// The file's number on its device.
    public let inode: UInt64
    /// Its size in bytes.
    public let size: Int64
    /// Its last modification, in seconds and nanoseconds since 1970.
    public let modifiedSeconds: Int
    /// The nanoseconds of its last modification.
    public let modifiedNanoseconds: Int
    /// How many names (hard links) the file has.
    public let linkCount: Int
    /// The permission bits, set-id and sticky bits included (`st_mode & 0o7777`).
    public let permissions: mode_t
    /// The owner's user id.
    public let owner: uid_t
    /// The group id.
    public let group: gid_t
    /// What the path names.
    public let kind: FileKind

    /// The version `status` describes.
    public init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modifiedSeconds = Int(status.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int(status.st_mtimespec.tv_nsec)
        #else
            modifiedSeconds = Int(status.st_mtim.tv_sec)
            modifiedNanoseconds = Int(status.st_mtim.tv_nsec)
        #endif
        linkCount = Int(status.st_nlink)
        permissions = status.st_mode & 0o7777
        owner = status.st_uid
        group = status.st_gid
        kind = FileKind(mode: status.st_mode)
    }

    /// Whether `other` is this same file with the same size and modification time: what
    /// `stat` can tell of an edit. An edit within the file system's clock tick that keeps the
    /// size looks the same, which is why a replacement also compares the contents.
    public func isSameContentsVersion(as other: FileVersion) -> Bool {
        device == other.device && inode == other.inode && size == other.size
            && modifiedSeconds == other.modifiedSeconds && modifiedNanoseconds == other.modifiedNanoseconds
    }
}
