@testable import FlowRunner

/// The YAML reader sees every flow file a person or a CI job hands `App test`.
/// Properties: an error points inside the file and does not contradict itself; every value it
/// reads starts inside the file; a comment line added on top moves everything down one line
/// and changes nothing else; reading is deterministic and linear in time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlowYAML(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let source = FuzzProperty.text(UnsafeRawBufferPointer(start: start, count: count))
    let lineCount = source.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count + 1
    let read = FuzzProperty.inLinearTime(byteCount: count, "reading YAML") { yamlShape(source, shift: 0) }
    switch read {
    case let .failure(error):
        FuzzProperty.require(
            (1...lineCount).contains(error.location.line) && error.location.column >= 1,
            "error at \(error.location) in a file of \(lineCount) lines: \(error.message)")
        FuzzProperty.requireReadable(error.message, echoLimit: 1_000)
    case let .success(shape):
        for line in shape.lines {
            FuzzProperty.require((1...lineCount).contains(line), "a value on line \(line) of \(lineCount)")
        }
        let again = yamlShape(source, shift: 0)
        FuzzProperty.require((try? again.get())?.text == shape.text, "reading the same text twice differed")
    }
    // A byte-order mark belongs only at the very start, so the comment cannot go above it.
    guard !source.hasPrefix("\u{FEFF}") else { return 0 }
    let shifted = yamlShape("# added\n" + source, shift: 1)
    switch (read, shifted) {
    case let (.success(original), .success(moved)):
        FuzzProperty.require(
            original.text == moved.text, "a comment on top changed\n\(original.text)\ninto\n\(moved.text)")
    case let (.failure(original), .failure(moved)):
        FuzzProperty.require(
            original.message == FuzzProperty.lineReferences(in: moved.message, shiftedBy: 1)
                && original.location.line + 1 == moved.location.line,
            "a comment on top changed the error '\(original)' into '\(moved)'")
    default:
        FuzzProperty.require(false, "a comment on top changed whether the file reads: \(read) vs \(shifted)")
    }
    return 0
}

/// The documents as indented text with each value's line (less `shift`) and column, and
/// every line a value starts on.
private struct YAMLShape {
    var text = ""
    var lines: [Int] = []
}

private func yamlShape(_ source: String, shift: Int) -> Result<YAMLShape, FlowSyntaxError> {
    Result { () throws(FlowSyntaxError) -> YAMLShape in
        var shape = YAMLShape()
        for document in try YAMLParser.documents(in: source, file: "fuzz.yaml") {
            shape.text += "--- \(document.separator.map { "\($0.line - shift)" } ?? "start")\n"
            if let root = document.root { describe(root, depth: 0, shift: shift, into: &shape) }
        }
        return shape
    }
}

private func describe(_ node: YAMLNode, depth: Int, shift: Int, into shape: inout YAMLShape) {
    let place = "@\(node.location.line - shift):\(node.location.column)"
    shape.lines.append(node.location.line - shift)
    let indent = String(repeating: "  ", count: depth)
    switch node.kind {
    case .null:
        shape.text += indent + "null " + place + "\n"
    case let .scalar(value, isQuoted):
        shape.text += indent + (isQuoted ? "quoted " : "plain ") + String(reflecting: value) + " " + place + "\n"
    case let .sequence(items):
        shape.text += indent + "list " + place + "\n"
        for item in items { describe(item, depth: depth + 1, shift: shift, into: &shape) }
    case let .mapping(entries):
        shape.text += indent + "mapping " + place + "\n"
        for entry in entries {
            shape.text += indent + "key " + String(reflecting: entry.key) + " @\(entry.keyLocation.line - shift)\n"
            describe(entry.value, depth: depth + 1, shift: shift, into: &shape)
        }
    }
}
