import Foundation

@testable import HeadlessDefaults
@testable import SessionStore

/// One call that changes what a crash could leave on the disk. Files are told apart by
/// identity (a number given when the recording first sees them), so a file keeps its number
/// through renames and exchanges, as an inode does.
enum RecordedOperation: Equatable, CustomStringConvertible {
    case create(file: Int, name: String)
    case write(file: Int, offset: Int, bytes: [UInt8])
    case synchronize(file: Int)
    case exchange(String, String)
    case rename(String, to: String)
    case unlink(String)
    case synchronizeFolder

    /// Whether it changes names (and so reaches the disk with the folder's metadata).
    var changesNames: Bool {
        switch self {
        case .create, .exchange, .rename, .unlink: true
        case .write, .synchronize, .synchronizeFolder: false
        }
    }

    var description: String {
        switch self {
        case let .create(file, name): "create #\(file) \(name)"
        case let .write(file, offset, bytes): "write #\(file) \(bytes.count) bytes at \(offset)"
        case let .synchronize(file): "fsync #\(file)"
        case let .exchange(first, second): "exchange \(first) \(second)"
        case let .rename(name, destination): "rename \(name) \(destination)"
        case let .unlink(name): "unlink \(name)"
        case .synchronizeFolder: "fsync folder"
        }
    }
}

/// A folder as the disk holds it: names pointing at files, and each file's bytes.
struct FolderImage: Hashable {
    var names: [String: Int] = [:]
    var contents: [Int: [UInt8]] = [:]

    /// The bytes under each name.
    var files: [String: [UInt8]] {
        names.mapValues { contents[$0] ?? [] }
    }
}

/// Makes the real calls in a real folder and records the ones that change what is on the disk,
/// starting from what the folder held (taken as all on the disk already).
nonisolated final class RecordingFileSystem: StateFileSystem {
    private let real = PosixStateFileSystem()
    /// The folder before the first call.
    let initial: FolderImage
    /// What the calls did, in order.
    private(set) var operations: [RecordedOperation] = []
    private var names: [String: Int]
    private var nextFile: Int
    private var openFiles: [Int32: (file: Int, offset: Int)] = [:]

    /// Records calls made in `folder`, whose files are read now as the starting point.
    init(folder: URL) throws {
        var image = FolderImage()
        for (index, name) in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().enumerated() {
            image.names[name] = index
            image.contents[index] = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        }
        initial = image
        names = image.names
        nextFile = image.names.count
    }

    func open(_ name: String, in folder: Int32, flags: Int32, mode: mode_t) -> Int32 {
        let existing = names[name]
        let descriptor = real.open(name, in: folder, flags: flags, mode: mode)
        guard descriptor >= 0 else { return descriptor }
        let file: Int
        if let existing {
            file = existing
        } else {
            file = nextFile
            nextFile += 1
            names[name] = file
            operations.append(.create(file: file, name: name))
        }
        openFiles[descriptor] = (file, 0)
        return descriptor
    }

    func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        guard real.write(bytes, to: descriptor) else { return false }
        if let (file, offset) = openFiles[descriptor] {
            operations.append(.write(file: file, offset: offset, bytes: bytes))
            openFiles[descriptor] = (file, offset + bytes.count)
        }
        return true
    }

    func synchronize(_ descriptor: Int32) -> Int32 {
        let result = real.synchronize(descriptor)
        guard result == 0 else { return result }
        if let (file, _) = openFiles[descriptor] {
            operations.append(.synchronize(file: file))
        } else {
            operations.append(.synchronizeFolder)
        }
        return result
    }

    func close(_ descriptor: Int32) -> Int32 {
        openFiles[descriptor] = nil
        return real.close(descriptor)
    }

    func exchange(_ first: String, _ second: String, in folder: Int32) -> Bool {
        guard real.exchange(first, second, in: folder) else { return false }
        (names[first], names[second]) = (names[second], names[first])
        operations.append(.exchange(first, second))
        return true
    }

    func rename(_ name: String, to destination: String, in folder: Int32) -> Int32 {
        let result = real.rename(name, to: destination, in: folder)
        guard result == 0 else { return result }
        names[destination] = names.removeValue(forKey: name)
        operations.append(.rename(name, to: destination))
        return result
    }

    func unlink(_ name: String, in folder: Int32) -> Int32 {
        let result = real.unlink(name, in: folder)
        guard result == 0 else { return result }
        names[name] = nil
        operations.append(.unlink(name))
        return result
    }
}
