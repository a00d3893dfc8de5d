/// Keeps the memory a script holds within a budget, in the way a garbage collector decides
/// when to look: the bytes of every string, array slot and object property a script makes
/// are counted as it makes them, and when that count could take what the script holds past
/// the budget, everything it can still reach (its variables, `output`, the values an
/// expression holds while it works) is measured. A measurement past the budget fails the
/// script; otherwise the count starts again from the measured size.
///
/// Strings shared by several variables or slots are counted once, as they are stored once.
/// Between two measurements a script may make up to a sixteenth of the budget more than it,
/// so what it holds stays below 17/16 of the budget.
struct MaestroScriptMemory {
    /// The budget of a script: the bytes it may hold at once.
    let budget: Int
    /// What the script held at the last measurement.
    private(set) var measured = 0
    private var madeSinceMeasured = 0

    /// The bytes one value takes in a variable, array slot or property, beside its contents.
    static let slotSize = MemoryLayout<MaestroScriptValue>.stride
    /// The bytes of an array or object beside its slots.
    static let containerSize = 48
    /// Strings up to this many bytes are stored inside their value, not on their own.
    private static let inlineStringSize = 15

    /// Creates an empty account.
    init(budget: Int) {
        self.budget = budget
    }

    /// Counts `bytes` the script has just made; measures what it holds when they could take it
    /// past the budget.
    ///
    /// - Parameter reachable: Every value the script can still reach.
    /// - Throws: `MaestroScriptError` when what the script holds is past the budget.
    mutating func charge(_ bytes: Int, reachable: () -> [MaestroScriptValue]) throws(MaestroScriptError) {
        madeSinceMeasured += bytes
        guard madeSinceMeasured >= max(budget - measured, budget / 16) else { return }
        measured = Self.size(of: reachable())
        madeSinceMeasured = 0
        guard measured <= budget else {
            throw MaestroScriptError(
                "the script holds more than \(budget / 1_048_576) MB of strings, arrays and objects (its memory "
                    + "budget); keep fewer or smaller values")
        }
    }

    /// Bytes of a string made by a script.
    static func size(ofString text: String) -> Int {
        text.utf8.count > inlineStringSize ? text.utf8.count + containerSize : 0
    }

    /// The bytes `roots` and every value they reach take, each array, object and stored string
    /// counted once. Walks with a list of its own, so a deep value cannot exhaust the stack.
    static func size(of roots: [MaestroScriptValue]) -> Int {
        var total = 0
        var seenContainers: Set<ObjectIdentifier> = []
        var seenStrings: Set<UnsafeRawPointer> = []
        var pending = roots
        while let value = pending.popLast() {
            total += slotSize
            switch value {
            case let .string(text):
                guard text.utf8.count > inlineStringSize else { continue }
                // Copies of a string share its storage: the address of its bytes tells them apart.
                let storage = text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
                if let storage, !seenStrings.insert(storage).inserted { continue }
                total += size(ofString: text)
            case let .array(array):
                guard seenContainers.insert(ObjectIdentifier(array)).inserted else { continue }
                total += containerSize
                pending += array.items
            case let .object(object):
                guard seenContainers.insert(ObjectIdentifier(object)).inserted else { continue }
                total += containerSize
                for (key, property) in object.properties {
                    total += size(ofString: key)
                    pending.append(property)
                }
            case .undefined, .null, .bool, .number:
                continue
            }
        }
        return total
    }
}
