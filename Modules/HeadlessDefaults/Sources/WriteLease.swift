import Foundation

/// Tells whether anyone else has a file open, by asking Linux for a write lease on it: the
/// kernel grants one only while the asking descriptor is the file's only open one, in this
/// process or any other. The lease is let go at once; only the answer is kept.
enum WriteLease {
    /// `F_SETLEASE` from `<fcntl.h>`; Swift's Glibc module leaves out the GNU-only names.
    private static let setLease: Int32 = 1024
    /// `F_SETSIG` from `<fcntl.h>`.
    private static let setSignal: Int32 = 10

    /// Whether `descriptor` is the only open descriptor of its file. `false` as well where
    /// leases are unavailable (a file system without them, or leases switched off), so a
    /// caller that rewrites files only on `true` never rewrites one it cannot vouch for.
    static func isSoleOpening(_ descriptor: Int32) -> Bool {
        // Someone opening the file while the lease is held makes the kernel signal the holder,
        // with SIGIO unless told otherwise, and SIGIO ends a process by default. SIGURG is
        // ignored by default, and the opener waits only until the lease is let go below.
        guard fcntl(descriptor, setSignal, SIGURG) == 0,
            fcntl(descriptor, setLease, Int32(F_WRLCK)) == 0
        else { return false }
        _ = fcntl(descriptor, setLease, Int32(F_UNLCK))
        return true
    }
}
