import Foundation

/// Every state a folder may be left in when the machine stops in the middle of recorded
/// operations, in the manner of ALICE ("All File Systems Are Not Created Equal", OSDI 2014):
/// for each crash point (after 0, 1, ... all of the operations), every combination of the
/// operations not yet made durable that a file-system model allows to have reached the disk.
///
/// Two models:
/// - `ext4Ordered`: ext4 with `data=ordered` and delayed allocation. Metadata (creations,
///   renames, exchanges, unlinks, truncations) reaches the disk in the order it was made, as
///   journal transactions commit in order: any prefix of it after the last `fsync`, which
///   commits the journal. Data written is flushed only by an `fsync` of its file; until then
///   each write may or may not have reached the disk, independently of the rest.
/// - `posixMinimal`: what POSIX promises and nothing more. Names are durable once their
///   folder is flushed, a file's bytes once it is; anything not yet flushed may or may not
///   have reached the disk, and in any order.
///
/// A write reaches the disk whole or not at all: the sessions explored fit in one block.
enum CrashStates {
    enum Model: String, CaseIterable {
        case ext4Ordered = "ext4 data=ordered"
        case posixMinimal = "POSIX minimal"
    }

    /// One state, and where it came from.
    struct State: Hashable {
        let files: [String: [UInt8]]
        /// How many operations had been made when the machine stopped.
        let crashPoint: Int
    }

    /// The distinct states (by the bytes under each name) over every crash point, and how many
    /// states the model allowed before those that came out alike were merged.
    static func explore(from initial: FolderImage, _ operations: [RecordedOperation], model: Model)
        -> (states: [State], explored: Int)
    {
        var seen: Set<[String: [UInt8]]> = []
        var states: [State] = []
        var explored = 0
        for crashPoint in 0...operations.count {
            let made = Array(operations[..<crashPoint])
            let images =
                switch model {
                case .ext4Ordered: ext4Ordered(from: initial, made)
                case .posixMinimal: posixMinimal(from: initial, made)
                }
            explored += images.count
            for image in images where seen.insert(image.files).inserted {
                states.append(State(files: image.files, crashPoint: crashPoint))
            }
        }
        return (states, explored)
    }

    // MARK: - ext4 data=ordered

    private static func ext4Ordered(from initial: FolderImage, _ made: [RecordedOperation]) -> [FolderImage] {
        let lastSync = made.lastIndex { if case .synchronize = $0 { true } else { $0 == .synchronizeFolder } }
        let metadata = made.indices.filter { made[$0].changesNames }
        let durableMetadata = metadata.filter { index in lastSync.map { index < $0 } ?? false }
        let pendingMetadata = metadata.filter { !durableMetadata.contains($0) }
        // A write is durable when its file was flushed after it.
        let writes = made.indices.filter { if case .write = made[$0] { true } else { false } }
        let optionalWrites = writes.filter { index in
            guard case let .write(file, _, _) = made[index] else { return false }
            return !made[(index + 1)...].contains(.synchronize(file: file))
        }
        var images: [FolderImage] = []
        for prefix in 0...pendingMetadata.count {
            let metadataKept = Set(durableMetadata + pendingMetadata.prefix(prefix))
            for writesKept in subsets(of: optionalWrites) {
                let kept = metadataKept.union(writes.filter { !optionalWrites.contains($0) }).union(writesKept)
                images.append(apply(made.indices.filter { kept.contains($0) }.map { made[$0] }, to: initial))
            }
        }
        return images
    }

    // MARK: - POSIX minimal

    private static func posixMinimal(from initial: FolderImage, _ made: [RecordedOperation]) -> [FolderImage] {
        // Names: durable up to the last flush of the folder, the rest in any subset and order.
        let lastFolderSync = made.lastIndex(of: .synchronizeFolder)
        let nameOperations = made.indices.filter { made[$0].changesNames }
        let durableNames = nameOperations.filter { index in lastFolderSync.map { index < $0 } ?? false }
        let pendingNames = nameOperations.filter { !durableNames.contains($0) }
        // Bytes: each file durable up to its last flush, the rest in any subset and order.
        var durableData: [Int] = []
        var pendingData: [Int: [Int]] = [:]
        for index in made.indices {
            guard let file = dataFile(of: made[index]) else { continue }
            let flushedLater = made[(index + 1)...].contains(.synchronize(file: file))
            if flushedLater { durableData.append(index) } else { pendingData[file, default: []].append(index) }
        }
        var images: [FolderImage] = []
        for names in orderedSubsets(of: pendingNames) {
            let nameOrder = durableNames + names
            var dataChoices: [[Int]] = [durableData]
            for file in pendingData.keys.sorted() {
                dataChoices = dataChoices.flatMap { chosen in
                    orderedSubsets(of: pendingData[file] ?? []).map { chosen + $0 }
                }
            }
            for data in dataChoices {
                images.append(apply(names: nameOrder.map { made[$0] }, data: data.map { made[$0] }, to: initial))
            }
        }
        return images
    }

    private static func dataFile(of operation: RecordedOperation) -> Int? {
        switch operation {
        case let .write(file, _, _): file
        default: nil
        }
    }

    // MARK: - Building a state

    /// `operations` applied in order to `initial`; one that names something missing does nothing.
    private static func apply(_ operations: [RecordedOperation], to initial: FolderImage) -> FolderImage {
        apply(names: operations.filter(\.changesNames), data: operations.filter { !$0.changesNames }, to: initial)
    }

    /// The names made by `names`, over files whose bytes are made by `data`, each in its order.
    private static func apply(names: [RecordedOperation], data: [RecordedOperation], to initial: FolderImage)
        -> FolderImage
    {
        var image = initial
        for operation in data {
            switch operation {
            case let .write(file, offset, bytes):
                var content = image.contents[file] ?? []
                if content.count < offset + bytes.count {
                    content += [UInt8](repeating: 0, count: offset + bytes.count - content.count)
                }
                content.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
                image.contents[file] = content
            default: break
            }
        }
        for operation in names {
            switch operation {
            case let .create(file, name): image.names[name] = file
            case let .exchange(first, second):
                guard let one = image.names[first], let other = image.names[second] else { continue }
                (image.names[first], image.names[second]) = (other, one)
            case let .rename(name, destination):
                guard let file = image.names.removeValue(forKey: name) else { continue }
                image.names[destination] = file
            case let .unlink(name): image.names[name] = nil
            default: break
            }
        }
        return image
    }

    private static func subsets(of indices: [Int]) -> [Set<Int>] {
        indices.reduce([[]]) { sets, index in sets + sets.map { $0.union([index]) } }
    }

    /// Every subset of `indices` in every order.
    private static func orderedSubsets(of indices: [Int]) -> [[Int]] {
        var result: [[Int]] = [[]]
        for subset in subsets(of: indices) where !subset.isEmpty {
            result += permutations(Array(subset).sorted())
        }
        return result
    }

    private static func permutations(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }
}
