import Foundation

/// Parses the JSON files depgraph reads, after checking how deeply they nest. Foundation's
/// parser recurses into every array and object and gives up some hundreds of levels down with
/// only "the data is not in the correct format"; package descriptions, manifests, rules files
/// and symbol graphs nest a dozen levels at most.
enum JSONText {
    /// The deepest nesting of arrays and objects depgraph reads.
    static let nestingLimit = 100

    /// The parsed contents of `data`; `file` names the file in errors.
    static func object(from data: Data, file: String) throws(DepgraphError) -> Any {
        if let line = lineBeyondNestingLimit(in: data) {
            throw .nestedTooDeep(file: file, line: line, limit: nestingLimit)
        }
        do {
            return try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalidJSON(file: file, detail: error.localizedDescription)
        }
    }

    /// The line on which arrays and objects first nest deeper than `nestingLimit`, or `nil`.
    /// Brackets inside strings do not count; one pass, no recursion.
    static func lineBeyondNestingLimit(in data: Data) -> Int? {
        var depth = 0
        var line = 1
        var inString = false
        var escaping = false
        for byte in data {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if escaping {
                    escaping = false
                } else if byte == UInt8(ascii: "\\") {
                    escaping = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > nestingLimit { return line }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default:
                break
            }
        }
        return nil
    }
}
