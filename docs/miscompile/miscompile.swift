// Swift 6.3's optimiser frees the buffer of an `Array(string)` nobody reads before it writes the
// string's characters into it. Standalone; see README.md in this folder.
//
//     swiftc -O miscompile.swift -o /tmp/miscompile && /tmp/miscompile
//
// A correct compiler prints "13 characters copied and dropped" (as `-Onone` does). Swift 6.3.1
// with -O crashes in swift_release, under `dropCharacters(of:)`, destroying the array.

/// Copies each string's characters into an array nobody reads: inlined into the loop, the
/// copy's lifetime is cut short (the dead-code elimination pass deletes what kept the buffer
/// alive), so the buffer is freed before the copy writes into it, and freeing it destroys
/// elements that were never written.
@inline(never)
func dropCharacters(of strings: [String]) {
    for string in strings {
        _ = Array(string)
    }
}

/// Leaves pointer-like bytes in a freed heap block of `byteCount` bytes, the block the next
/// allocation of that size gets back. Without it the never-written elements are whatever the
/// heap held: the crash then depends on luck (valgrind reports the fault every time).
@inline(never)
func leaveJunk(byteCount: Int) {
    let block = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
    block.initializeMemory(as: UInt8.self, repeating: 0x10, count: byteCount)
    block.deallocate()
}

let string = "welcome.login"
// The array's buffer: a 32-byte header, then 16 bytes per `Character`.
leaveJunk(byteCount: 32 + 16 * string.count)
dropCharacters(of: [string])
print("\(string.count) characters copied and dropped")
