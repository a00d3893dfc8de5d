@testable import FlowRunner

/// The flow decoder turns YAML into commands for every flow file `App test` is given.
/// Properties: an error points inside the file and does not contradict itself; every step
/// starts inside the file and can be described; a comment line added on top moves every step
/// down one line and changes nothing else; decoding is deterministic and linear in time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlowDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let lineCount = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
    let decoded = FuzzProperty.inLinearTime(byteCount: count, "decoding a flow") { flowShape(bytes, shift: 0) }
    switch decoded {
    case let .failure(error):
        FuzzProperty.require(
            (1...lineCount).contains(error.location.line) && error.location.column >= 1,
            "error at \(error.location) in a file of \(lineCount) lines: \(error.message)")
        FuzzProperty.requireReadable(error.message, echoLimit: 1_000)
    case let .success(shape):
        for line in shape.lines {
            FuzzProperty.require((1...lineCount).contains(line), "a step on line \(line) of \(lineCount)")
        }
        let again = flowShape(bytes, shift: 0)
        FuzzProperty.require((try? again.get())?.text == shape.text, "decoding the same bytes twice differed")
    }
    guard !bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return 0 }
    let shifted = flowShape(Array("# added\n".utf8) + bytes, shift: 1)
    switch (decoded, shifted) {
    case let (.success(original), .success(moved)):
        FuzzProperty.require(
            original.text == moved.text, "a comment on top changed\n\(original.text)\ninto\n\(moved.text)")
    case let (.failure(original), .failure(moved)):
        // An error about the whole file stays at its start.
        let start = original.location.line == 1 && original.location.column == 1 && moved.location == original.location
        FuzzProperty.require(
            original.message == FuzzProperty.lineReferences(in: moved.message, shiftedBy: 1)
                && (original.location.line + 1 == moved.location.line || start),
            "a comment on top changed the error '\(original)' into '\(moved)'")
    default:
        FuzzProperty.require(false, "a comment on top changed whether the flow decodes: \(decoded) vs \(shifted)")
    }
    return 0
}

/// The flow's config and steps as text, each step with its description and line (less
/// `shift`), and every line a step starts on.
private struct FlowShape {
    var text = ""
    var lines: [Int] = []
}

private func flowShape(_ bytes: [UInt8], shift: Int) -> Result<FlowShape, FlowSyntaxError> {
    Result { () throws(FlowSyntaxError) -> FlowShape in
        let flow = try FlowParser.parse(bytes: bytes, file: "fuzz.yaml")
        let config = flow.config
        let env = config.env.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var shape = FlowShape(
            text:
                "config \(String(reflecting: config.appId)) \(String(reflecting: config.name)) \(config.tags) \(env)\n")
        describe(flow.steps, env: flow.config.env, depth: 0, shift: shift, into: &shape)
        return shape
    }
}

private func describe(_ steps: [FlowStep], env: [String: String], depth: Int, shift: Int, into shape: inout FlowShape) {
    for step in steps {
        let line = step.location.line - shift
        shape.lines.append(line)
        let description = FlowStepDescriber.describe(step.command, env: env)
        shape.text += String(repeating: "  ", count: depth) + "\(line):\(step.location.column) " + description + "\n"
        switch step.command {
        case let .repeat(_, inner):
            describe(inner, env: env, depth: depth + 1, shift: shift, into: &shape)
        case let .runFlow(inclusion):
            describe(inclusion.steps, env: env, depth: depth + 1, shift: shift, into: &shape)
        default:
            break
        }
    }
}
