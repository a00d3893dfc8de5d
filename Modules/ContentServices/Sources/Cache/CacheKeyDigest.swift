/// The file name of a cache key: 64-bit FNV-1a in hex. Not a security measure (the entry
/// repeats its key, which is checked on reading); it keeps the names short, free of `/` and `?`,
/// and the same across runs, which `Hasher` is not.
enum CacheKeyDigest {
    /// `0123456789abcdef.entry`.
    static func fileName(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "." + fileExtension
    }

    /// The extension of every entry's file; other files in the folder are left alone.
    static let fileExtension = "entry"
}
