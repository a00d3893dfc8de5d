import HTTPServerKit

/// Requests arrive from any program on the machine that can reach the studio's port.
/// Properties: whatever the bytes, the parser answers (a request, a refusal with a 4xx/5xx
/// status and a readable message, or a wish for more) in time linear in the bytes; a request
/// never claims more bytes than it was given nor a body past the limit; a buffer cut before the
/// end of a parsed request is either incomplete or refused, never another request; and a
/// buffer past every limit is never merely incomplete, so a connection cannot grow without end.
@_cdecl("LLVMFuzzerTestOneInput")
nonisolated public func fuzzHTTPRequest(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    checkRequest(bytes)
    return 0
}

private let limits = HTTPLimits(requestLineBytes: 256, headerCount: 8, headerBytes: 512, bodyBytes: 256)
private let parser = HTTPRequestParser(limits: limits)

private func checkRequest(_ bytes: [UInt8]) {
    let outcome = FuzzProperty.inLinearTime(byteCount: bytes.count, "parsing a request") { parser.parse(bytes) }
    switch outcome {
    case .incomplete:
        FuzzProperty.require(
            bytes.count <= limits.requestLineBytes + limits.headerBytes + limits.bodyBytes + 2,
            "\(bytes.count) bytes past every limit are still incomplete")
    case let .failure(error):
        FuzzProperty.require((400..<600).contains(error.status.code), "refused with status \(error.status)")
        FuzzProperty.requireReadable(error.message, echoLimit: 300)
    case let .request(request, consumed):
        FuzzProperty.require(consumed > 0 && consumed <= bytes.count, "consumed \(consumed) of \(bytes.count) bytes")
        FuzzProperty.require(request.body.count <= limits.bodyBytes, "a body of \(request.body.count) bytes")
        FuzzProperty.require(request.target.hasPrefix("/"), "a target '\(request.target)' that is not a path")
        _ = request.query
        _ = request.cookie("studio_token")
        let cut = parser.parse(Array(bytes[0..<(consumed - 1)]))
        if case .request = cut {
            FuzzProperty.require(false, "a request cut one byte short still parses as a request")
        }
    }
}
