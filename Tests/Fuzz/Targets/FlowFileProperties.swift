@testable import FlowRunner

/// What a reader of a flow file made of it: a text that says everything it read, each thing
/// with its line less a shift, and every line a thing starts on.
struct LineShape {
    var text = ""
    var lines: [Int] = []
}

/// The properties both readers of flow files (the YAML reader and the flow decoder) are held
/// to: an error points inside the file and does not contradict itself; every thing read starts
/// inside the file; a comment line added on top moves everything down one line and changes
/// nothing else; reading is deterministic and linear in time.
enum FlowFileProperties {
    /// Checks them on one input of `byteCount` bytes and `lineCount` lines.
    ///
    /// - Parameters:
    ///   - what: The reading, named in failures ("reading YAML").
    ///   - item: What `LineShape.lines` holds, named in failures ("a value").
    ///   - errorsAtTheStartMayStay: An error about the whole file (at 1:1) may stay at 1:1
    ///     when a comment goes on top.
    ///   - canTakeAComment: False when nothing can go above the input (a byte-order mark).
    ///   - read: Reads the input, with the comment on top when asked (lines then less one).
    static func check(
        byteCount: Int, lineCount: Int, what: String, item: String, errorsAtTheStartMayStay: Bool,
        canTakeAComment: Bool, read: (_ withComment: Bool) -> Result<LineShape, FlowFileSyntaxError>
    ) {
        let result = FuzzProperty.inLinearTime(byteCount: byteCount, what) { read(false) }
        switch result {
        case let .failure(error):
            FuzzProperty.require(
                (1...lineCount).contains(error.location.line) && error.location.column >= 1,
                "error at \(error.location) in a file of \(lineCount) lines: \(error.message)")
            FuzzProperty.requireReadable(error.message, echoLimit: 1_000)
        case let .success(shape):
            for line in shape.lines {
                FuzzProperty.require((1...lineCount).contains(line), "\(item) on line \(line) of \(lineCount)")
            }
            FuzzProperty.require((try? read(false).get())?.text == shape.text, "\(what) twice gave different results")
        }
        guard canTakeAComment else { return }
        let shifted = read(true)
        switch (result, shifted) {
        case let (.success(original), .success(moved)):
            FuzzProperty.require(
                original.text == moved.text, "a comment on top changed\n\(original.text)\ninto\n\(moved.text)")
        case let (.failure(original), .failure(moved)):
            let stays =
                errorsAtTheStartMayStay && original.location.line == 1 && original.location.column == 1
                && moved.location == original.location
            FuzzProperty.require(
                original.message == FuzzProperty.lineReferences(in: moved.message, shiftedBy: 1)
                    && (original.location.line + 1 == moved.location.line || stays),
                "a comment on top changed the error '\(original)' into '\(moved)'")
        default:
            FuzzProperty.require(false, "a comment on top changed whether \(what) succeeds: \(result) vs \(shifted)")
        }
    }
}
