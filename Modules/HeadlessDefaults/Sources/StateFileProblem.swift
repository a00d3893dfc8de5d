/// What went wrong with the state file or its folder, without words: this layer knows no
/// language, so `StateFileError` carries the problem as a value and the app words it in the
/// person's language (its English wording is `StateFileError.description`).
public enum StateFileProblem: Equatable, Sendable {
    // The folder.

    /// The folder could not be created.
    case cannotCreateFolder
    /// The folder could not be opened.
    case cannotOpenFolder
    /// The default folder is a symbolic link, which it is never followed through.
    case folderIsSymbolicLink
    /// The folder's owner and mode could not be read.
    case cannotInspectFolder
    /// The default folder belongs to the user `uid`, not to this process's user.
    case folderOfAnotherUser(uid: UInt32)
    /// The folder's mode could not be narrowed to its owner.
    case cannotNarrowFolder
    /// The folder cannot be written to, so no file can be renamed into it.
    case folderNotWritable
    /// The folder's lock could not be taken.
    case cannotLockFolder
    /// Another process has held the folder's lock for `seconds`, the longest wait.
    case lockHeld(seconds: Int)

    // Reading the file.

    /// The file is a symbolic link, which a state file is never read through.
    case fileIsSymbolicLink
    /// The file could not be opened or read.
    case cannotRead
    /// A folder stands where the file should be.
    case isDirectory
    /// Something other than a regular file (a FIFO, a device) stands where the file should be.
    case notRegularFile
    /// The file belongs to the user `uid`, so it is not read.
    case fileOfAnotherUser(uid: UInt32)
    /// The file is `mebibytes` large, more than the largest session, `limit` MiB.
    case tooLarge(mebibytes: Int, limit: Int)
    /// The file grew past the largest session, `limit` MiB, while it was being read.
    case grewWhileRead(limit: Int)
    /// The file is read-only: it says "do not change this".
    case fileNotWritable

    // Writing the file.

    /// No new file could be created in the folder.
    case cannotCreateFile
    /// The new file's mode could not be set to owner-only.
    case cannotSetMode
    /// The new file could not be written.
    case cannotWrite
    /// The new file could not be flushed to the disk.
    case cannotFlush
    /// The new file could not take the state file's name.
    case cannotReplace
    /// The folder's new entry could not be flushed to the disk.
    case cannotFlushFolder
}
