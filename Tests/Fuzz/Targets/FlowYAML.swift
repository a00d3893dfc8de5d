@testable import FlowRunner

/// The YAML reader sees every flow file a person or a CI job hands `App test`. It is held to
/// `FlowFileProperties`, each value with its line and column.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlowYAML(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let raw = UnsafeRawBufferPointer(start: start, count: count)
    // The stream reader also takes bytes that are not UTF-8 text; it must refuse them, not trap.
    _ = try? YAMLParser.stream(Array(raw), file: "fuzz.yaml")
    let source = FuzzProperty.text(raw)
    // A byte-order mark belongs only at the very start, so the comment cannot go above it.
    FlowFileProperties.check(
        byteCount: count, lineCount: source.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count + 1,
        what: "reading YAML", item: "a value", errorsAtTheStartMayStay: false,
        canTakeAComment: !source.hasPrefix("\u{FEFF}")
    ) { withComment in
        withComment ? yamlShape("# added\n" + source, shift: 1) : yamlShape(source, shift: 0)
    }
    return 0
}

/// The documents as indented text with each value's line (less `shift`) and column.
private func yamlShape(_ source: String, shift: Int) -> Result<LineShape, FlowFileSyntaxError> {
    Result { () throws(FlowFileSyntaxError) -> LineShape in
        var shape = LineShape()
        for document in try YAMLParser.documents(in: source, file: "fuzz.yaml") {
            shape.text += "--- \(document.separator.map { "\($0.line - shift)" } ?? "start")\n"
            if let root = document.root { describe(root, depth: 0, shift: shift, into: &shape) }
        }
        return shape
    }
}

private func describe(_ node: YAMLNode, depth: Int, shift: Int, into shape: inout LineShape) {
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
