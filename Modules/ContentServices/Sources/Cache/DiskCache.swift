import Foundation

/// Responses kept on disk, one file per request, bounded in entries and bytes.
///
/// Each entry is written to a temporary file and renamed into place, so a crash leaves the old
/// entry or the new one, never half of one. A file that does not decode, or that names another
/// key, is never trusted: it is a miss, and a corrupt one is removed. The cache is an
/// optimisation, so a failure to write is ignored: the next request goes to the server.
final class DiskCache: Sendable {
    /// The folder holding the entries; created on the first write.
    let directory: URL
    /// The most entries kept; writing one more evicts the oldest.
    let maximumEntries: Int
    /// The most bytes the entries' files may take together; an entry larger than this is not kept.
    let maximumBytes: Int

    /// One writer at a time, so that two requests finishing together do not evict each other's
    /// entry while counting.
    private let lock = Locked(())

    /// A cache in `directory` holding at most `maximumEntries` entries and `maximumBytes` bytes.
    init(directory: URL, maximumEntries: Int = 256, maximumBytes: Int = 16 << 20) {
        self.directory = directory
        self.maximumEntries = max(maximumEntries, 1)
        self.maximumBytes = max(maximumBytes, 1)
    }

    /// The entry stored for `key`, or nil when there is none or it cannot be trusted. Reading it
    /// costs at most ``maximumBytes`` whatever is at its place: a file larger than any entry the
    /// cache writes, or anything but a regular file (a link, a device, a pipe), is removed unread.
    func entry(for key: String) -> CacheEntry? {
        lock.withLock { _ in
            let file = fileURL(for: key)
            guard let data = boundedContents(of: file) else { return nil }
            guard let entry = try? JSONDecoder().decode(CacheEntry.self, from: data), entry.maxAge >= 0 else {
                try? FileManager.default.removeItem(at: file)
                return nil
            }
            // Another key with the same digest: not this request's body.
            return entry.key == key ? entry : nil
        }
    }

    /// Stores `entry` in place of any earlier one for its key, then evicts the oldest entries
    /// until the cache is within its bounds again.
    func store(_ entry: CacheEntry) {
        lock.withLock { _ in
            guard let data = try? JSONEncoder().encode(entry), data.count <= maximumBytes else { return }
            let file = fileURL(for: entry.key)
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
                // The modification date is the entry's age, which eviction reads without
                // opening every file.
                try FileManager.default.setAttributes([.modificationDate: entry.storedAt], ofItemAtPath: file.path)
            } catch {
                try? FileManager.default.removeItem(at: file)
                return
            }
            evictOldest(keeping: file.lastPathComponent)
        }
    }

    /// Forgets `key`'s entry (the server says the article is gone).
    func removeEntry(for key: String) {
        lock.withLock { _ in try? FileManager.default.removeItem(at: fileURL(for: key)) }
    }

    /// The entries' file names, oldest first.
    func fileNames() -> [String] {
        lock.withLock { _ in entryFiles().map(\.name) }
    }

    /// The bytes of `file` when it is a regular file no larger than ``maximumBytes``, read with
    /// that bound whatever the file claims; otherwise nil, and the file is removed when it is there.
    private func boundedContents(of file: URL) -> Data? {
        // `lstat`, not `attributesOfItem`, which also looks up the owner's name on every read.
        var status = stat()
        guard lstat(file.path, &status) == 0 else { return nil }
        let isRegular = status.st_mode & S_IFMT == S_IFREG
        guard isRegular, status.st_size <= maximumBytes, let handle = FileHandle(forReadingAtPath: file.path) else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes + 1), data.count <= maximumBytes else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        return data
    }

    private func fileURL(for key: String) -> URL {
        directory.appendingPathComponent(CacheKeyDigest.fileName(for: key), isDirectory: false)
    }

    private struct EntryFile {
        let name: String
        let size: Int
        let modified: Date
    }

    /// Every entry file, oldest first (ties by name, so the order never depends on the listing).
    private func entryFiles() -> [EntryFile] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let listing =
            (try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])) ?? []
        return listing.filter { $0.pathExtension == CacheKeyDigest.fileExtension }
            .compactMap { url in
                guard let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
                return EntryFile(
                    name: url.lastPathComponent, size: values.fileSize ?? 0,
                    modified: values.contentModificationDate ?? .distantPast)
            }
            .sorted { ($0.modified, $0.name) < ($1.modified, $1.name) }
    }

    private func evictOldest(keeping newest: String) {
        let files = entryFiles()
        var remaining = files.count
        var bytes = files.reduce(0) { $0 + $1.size }
        // One pass over a finite listing, oldest first; the entry just written is kept, since
        // it alone fits (`store` refused it otherwise).
        for file in files where file.name != newest {
            guard remaining > maximumEntries || bytes > maximumBytes else { break }
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(file.name))
            remaining -= 1
            bytes -= file.size
        }
    }
}
