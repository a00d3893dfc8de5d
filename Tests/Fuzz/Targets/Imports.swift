import DependencyGraph

/// The import lexer reads every Swift file of the package `depgraph lint` checks.
/// Properties: each import sits on a line of the file and names a module within that line; a
/// file whose every line is commented out imports nothing; scanning is deterministic and
/// linear in time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImports(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let source = FuzzProperty.text(UnsafeRawBufferPointer(start: start, count: count))
    let scanner = ImportScanner()
    let imports = FuzzProperty.inLinearTime(byteCount: count, "scanning imports") {
        scanner.imports(in: source)
    }
    let lineBreaks = source.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }.count
    for statement in imports {
        FuzzProperty.require(
            (1...(lineBreaks + 1)).contains(statement.line),
            "import \(statement.module) on line \(statement.line) of a file with \(lineBreaks + 1) lines")
        // Backticks may hold spaces (raw identifiers), never a line break: Swift ends a line
        // at a line feed or a carriage return only.
        let breaksALine = statement.module.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }
        FuzzProperty.require(
            !statement.module.isEmpty && !breaksALine, "an import of the module '\(statement.module)'")
    }
    FuzzProperty.require(scanner.imports(in: source) == imports, "scanning the same text twice differed")
    // Swift ends a line comment at a line feed or a carriage return, nowhere else.
    let lines = source.replacingOccurrences(of: "\r", with: "\n").split(
        separator: "\n", omittingEmptySubsequences: false)
    let commentedOut = lines.map { "//" + $0 }.joined(separator: "\n")
    let hidden = scanner.imports(in: commentedOut)
    FuzzProperty.require(hidden.isEmpty, "a file of comments imports \(hidden.map(\.module))")
    return 0
}
