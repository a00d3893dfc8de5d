import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps a package's description in `.build/depgraph`, so a run on an unchanged package does not
/// start SwiftPM.
///
/// The key is a SHA-256 of the manifest files (`Package.swift`, `Package@swift-*.swift`,
/// `Package.resolved`), the package folder, the `swift` used, and the modification time of every
/// folder below the root: adding, removing or renaming a source changes its folder's time, and
/// the described source lists with it.
struct DescriptionCache {
    /// Raises when the stored files change shape; an old cache is then simply a miss.
    private static let formatVersion = "depgraph description cache 2"

    /// The package root, absolute.
    let root: String
    /// The `swift` that described the package.
    let swift: String

    /// The folder holding the cached files.
    var folder: String { root + "/.build/depgraph" }
    private var keyFile: String { folder + "/description.key" }
    private var describeFile: String { folder + "/describe.json" }
    private var manifestFile: String { folder + "/dump-package.json" }

    /// The key of the package as it is now.
    func currentKey() -> String {
        var hash = SHA256()
        hash.update(field: Self.formatVersion)
        hash.update(field: root)
        hash.update(field: swift)
        hash.update(field: Self.toolchainStamp(swift))
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for name in entries.sorted() where Self.isManifestFile(name) {
            hash.update(field: name)
            if let contents = FileManager.default.contents(atPath: root + "/" + name) { hash.update(contents) }
            hash.update(field: "")
        }
        for (folder, time) in folderTimes() {
            hash.update(field: folder)
            hash.update(field: time)
        }
        return hash.hexDigest()
    }

    /// The stored description and manifest dump, if they were stored under `key`.
    func read(key: String) -> (describe: Data, manifest: Data)? {
        guard let stored = FileManager.default.contents(atPath: keyFile),
            String(decoding: stored, as: UTF8.self) == key,
            let describe = FileManager.default.contents(atPath: describeFile),
            let manifest = FileManager.default.contents(atPath: manifestFile)
        else { return nil }
        return (describe, manifest)
    }

    /// Stores a description under `key`; a cache that cannot be written is only slower, never wrong.
    func write(key: String, describe: Data, manifest: Data) {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // The key goes last: a reader that finds it finds the files it belongs to.
            try? FileManager.default.removeItem(atPath: keyFile)
            try describe.write(to: URL(fileURLWithPath: describeFile), options: .atomic)
            try manifest.write(to: URL(fileURLWithPath: manifestFile), options: .atomic)
            try Data(key.utf8).write(to: URL(fileURLWithPath: keyFile), options: .atomic)
        } catch {
            try? FileManager.default.removeItem(atPath: keyFile)
        }
    }

    /// Where `swift` resolves to and when that file last changed: a new toolchain may describe
    /// the same package differently. A `stat`, not a process: asking `swift --version` would cost
    /// more than the whole cached run.
    private static func toolchainStamp(_ swift: String) -> String {
        let folders =
            swift.contains("/")
            ? [""] : (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { $0 + "/" }
        for folder in folders {
            let candidate = folder + swift
            guard let resolved = realpath(candidate, nil) else { continue }
            defer { free(resolved) }
            var info = stat()
            guard stat(resolved, &info) == 0 else { continue }
            #if canImport(Darwin)
                let time = info.st_mtimespec
            #else
                let time = info.st_mtim
            #endif
            return "\(String(cString: resolved)) \(time.tv_sec).\(time.tv_nsec)"
        }
        return "unresolved"
    }

    static func isManifestFile(_ name: String) -> Bool {
        name == "Package.swift" || name == "Package.resolved"
            || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    /// Every folder below the root (hidden ones such as `.build` and `.git` excepted) with its
    /// modification time, sorted. The root itself is left out: creating `.build` changes its time.
    ///
    /// Read with `readdir`, whose entry type spares a `stat` of every file: only folders are
    /// looked at, so a cached run stays cheap however many files a package has.
    private func folderTimes() -> [(String, String)] {
        var times: [(String, String)] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard let stream = opendir(folder) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = folder + "/" + name
                var info = stat()
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): break
                case Int32(DT_UNKNOWN):
                    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
                default: continue
                }
                guard lstat(path, &info) == 0 else { continue }
                #if canImport(Darwin)
                    let time = info.st_mtimespec
                #else
                    let time = info.st_mtim
                #endif
                times.append((path, "\(time.tv_sec).\(time.tv_nsec)"))
                pending.append(path)
            }
        }
        return times.sorted { $0.0 < $1.0 }
    }
}
