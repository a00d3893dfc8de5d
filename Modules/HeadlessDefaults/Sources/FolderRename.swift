import Foundation

/// The two renames of `renameat2` the state file needs, within one folder: exchanging two
/// names atomically, and moving a file to a name only when nothing has it yet.
public enum FolderRename {
    /// `renameat2`, looked up at run time: the C library declares it, Swift's Glibc module
    /// does not import it.
    private typealias RenameAt2 =
        @convention(c) (
            Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
        ) -> Int32
    private static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    /// `RENAME_NOREPLACE` from `<linux/fs.h>`.
    private static let noReplaceFlag: UInt32 = 1
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let exchangeFlag: UInt32 = 2

    /// Exchanges the files named `first` and `second` in the folder `folder`; `false` (errno
    /// set) when either is missing or the kernel or file system cannot exchange.
    static func exchange(_ first: String, _ second: String, in folder: Int32) -> Bool {
        guard let renameAt2 else {
            errno = ENOSYS
            return false
        }
        return renameAt2(folder, first, folder, second, exchangeFlag) == 0
    }

    /// Gives the file `name` the name `destination`, failing with `EEXIST` when something,
    /// a symbolic link included, already has it. Neither name is followed.
    public static func move(_ name: String, toUnused destination: String, in folder: Int32) -> Bool {
        if let renameAt2, renameAt2(folder, name, folder, destination, noReplaceFlag) == 0 { return true }
        guard renameAt2 == nil || errno == EINVAL || errno == ENOSYS else { return false }
        // No RENAME_NOREPLACE here: a hard link refuses an existing name just as atomically.
        guard linkat(folder, name, folder, destination, 0) == 0 else { return false }
        unlinkat(folder, name, 0)
        return true
    }
}
