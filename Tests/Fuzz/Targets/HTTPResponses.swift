/// Responses arrive from whatever server the app is pointed at. Properties: whatever the bytes,
/// the reader ends (a response, or a refusal, once the connection ends) in time linear in the
/// bytes; it never keeps a body past the limit, and reads the same whether the bytes come at
/// once, in two pieces cut where the input's first byte says, or one at a time.
@_cdecl("LLVMFuzzerTestOneInput")
nonisolated public func fuzzHTTPResponse(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let cutByte = bytes.first else { return 0 }
    checkResponse(Array(bytes.dropFirst()), cut: Int(cutByte))
    return 0
}

private let limit = 256

private func checkResponse(_ bytes: [UInt8], cut: Int) {
    let whole = FuzzProperty.inLinearTime(byteCount: bytes.count, "reading a response at once") {
        readAll([bytes[...]])
    }
    if case let .complete(response) = whole {
        FuzzProperty.require(response.body.count <= limit, "a body of \(response.body.count) bytes")
        FuzzProperty.require((100...599).contains(response.status), "a status of \(response.status)")
    }
    let point = bytes.isEmpty ? 0 : cut % (bytes.count + 1)
    let halves = readAll([bytes[..<point], bytes[point...]])
    FuzzProperty.require(halves == whole, "cut at \(point): \(halves) instead of \(whole)")
    let pieces = FuzzProperty.inLinearTime(byteCount: bytes.count, "reading a response byte by byte") {
        readAll(bytes.indices.map { bytes[$0...$0] })
    }
    FuzzProperty.require(pieces == whole, "byte by byte: \(pieces) instead of \(whole)")
}

/// Reads `pieces` in turn; the connection ends after them unless the reader is done.
private func readAll(_ pieces: [ArraySlice<UInt8>]) -> HTTPResponseReader.Progress {
    var reader = HTTPResponseReader(bodyLimit: limit)
    for piece in pieces where !piece.isEmpty {
        let progress = reader.read(piece)
        if progress != .needsMore { return progress }
    }
    return reader.end()
}
