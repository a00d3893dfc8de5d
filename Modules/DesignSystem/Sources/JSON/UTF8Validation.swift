/// Finds the first byte that breaks UTF-8, so a file in another encoding is refused with
/// the place it goes wrong instead of being read as garbage.
enum UTF8Validation {
    /// The offset of the first byte that does not start or continue a well-formed UTF-8
    /// sequence (overlong forms and surrogates included), or `nil` when all is well.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            let smallest: UInt32
            if lead & 0xE0 == 0xC0 {
                (length, scalar, smallest) = (2, UInt32(lead & 0x1F), 0x80)
            } else if lead & 0xF0 == 0xE0 {
                (length, scalar, smallest) = (3, UInt32(lead & 0x0F), 0x800)
            } else if lead & 0xF8 == 0xF0 {
                (length, scalar, smallest) = (4, UInt32(lead & 0x07), 0x10000)
            } else {
                return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= smallest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return index }
            index += length
        }
        return nil
    }
}
