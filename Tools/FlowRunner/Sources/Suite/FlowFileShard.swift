/// This machine's share of a suite in a CI matrix (`--shard-index I --shard-total N`, our
/// extension; Maestro shards over devices instead): the N machines of the matrix together run
/// every flow exactly once.
///
/// A flow's share is a hash of its path (below the folder it was found in, so checkouts in
/// different places agree), never its position among the others: adding or removing a flow
/// moves no other flow to another share, so each share's history stays comparable. The price
/// is that shares are even only on average; with few flows one may even be empty.
public struct FlowFileShard: Sendable, Equatable {
    /// This machine's share, from 1 to `total`.
    public let index: Int
    /// How many shares there are.
    public let total: Int

    /// The most shares a matrix may have.
    public static let maximumTotal = 1024

    /// A share; `index` and `total` are the texts after `--shard-index` and `--shard-total`.
    ///
    /// - Throws: `FlowFileUsageError` unless both are given, `total` is from 1 to `maximumTotal` and
    ///   `index` from 1 to `total`.
    public init(index: String, total: String) throws(FlowFileUsageError) {
        guard let count = Int(total), (1...Self.maximumTotal).contains(count) else {
            throw FlowFileUsageError(
                "--shard-total: expected a number of shares from 1 to \(Self.maximumTotal), found '\(total)'")
        }
        guard let share = Int(index), (1...count).contains(share) else {
            throw FlowFileUsageError(
                "--shard-index: expected a share from 1 to \(count) (--shard-total), found '\(index)'")
        }
        self.index = share
        self.total = count
    }

    /// The flows of this share, in their order.
    ///
    /// - Parameter roots: The paths the suite was given; a flow found in one of these folders
    ///   is keyed by its path below it.
    public func select(from flows: [FlowFile], roots: [String]) -> [FlowFile] {
        flows.filter { Self.share(of: Self.key(of: $0.file, roots: roots), total: total) == index }
    }

    /// The share, from 1 to `total`, of the flow keyed `key`: FNV-1a of its UTF-8 bytes.
    static func share(of key: String, total: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        return Int(hash % UInt64(total)) + 1
    }

    /// `file` below the longest root folder it lies in, or as given.
    static func key(of file: String, roots: [String]) -> String {
        let folders = roots.map { $0.hasSuffix("/") ? $0 : $0 + "/" }.filter { file.hasPrefix($0) }
        guard let root = folders.max(by: { $0.count < $1.count }) else { return file }
        return String(file.dropFirst(root.count))
    }
}
