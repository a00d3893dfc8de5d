@testable import FlowRunner

/// The flow decoder turns YAML into commands for every flow file `App test` is given. It is
/// held to `FlowFileProperties`, each step described; an error about the whole file may stay
/// at its start when a comment goes on top.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlowDecoder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    FlowFileProperties.check(
        byteCount: count, lineCount: bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1, what: "decoding a flow",
        item: "a step", errorsAtTheStartMayStay: true, canTakeAComment: !bytes.starts(with: [0xEF, 0xBB, 0xBF])
    ) { withComment in
        withComment ? flowShape(Array("# added\n".utf8) + bytes, shift: 1) : flowShape(bytes, shift: 0)
    }
    return 0
}

/// The flow's config and steps as text, each step with its description and line (less
/// `shift`).
private func flowShape(_ bytes: [UInt8], shift: Int) -> Result<LineShape, FlowFileSyntaxError> {
    Result { () throws(FlowFileSyntaxError) -> LineShape in
        let flow = try FlowFileParser.parse(bytes: bytes, file: "fuzz.yaml")
        let config = flow.config
        let env = config.env.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var shape = LineShape(
            text:
                "config \(String(reflecting: config.appId)) \(String(reflecting: config.name)) \(config.tags) \(env)\n")
        describe(flow.steps, env: flow.config.env, depth: 0, shift: shift, into: &shape)
        return shape
    }
}

private func describe(
    _ steps: [FlowFileStep], env: [String: String], depth: Int, shift: Int, into shape: inout LineShape
) {
    for step in steps {
        let line = step.location.line - shift
        shape.lines.append(line)
        let description = FlowFileStepDescriber.describe(step.command, env: env)
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
