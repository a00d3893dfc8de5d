import Foundation

/// Reads a built module's symbols with `swift symbolgraph-extract`.
public enum SymbolGraphReader {
    /// The symbols of `module` at `minimumAccess` or wider, from the `.swiftmodule` files under
    /// `buildPath`.
    /// - Parameters:
    ///   - buildPath: the build folder, e.g. `<package>/.build/debug`.
    ///   - minimumAccess: `public` for the module's surface (the default); `private` for every
    ///     declaration a debug build keeps, to check the shape inside a module.
    public static func symbols(
        of module: String, buildPath: String, minimumAccess: String = "public"
    ) throws(DepgraphError) -> [APISymbol] {
        let modules = buildPath + "/Modules"
        let searchPath = FileManager.default.fileExists(atPath: modules) ? modules : buildPath
        guard FileManager.default.fileExists(atPath: searchPath + "/\(module).swiftmodule") else {
            throw .unreadableFile(
                file: searchPath + "/\(module).swiftmodule",
                detail: "expected the built module; run `swift build` first"
            )
        }
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let output = scratch.path + "/symbols"
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw .unreadableFile(file: output, detail: error.localizedDescription)
        }
        _ = try ToolRunner.run(
            ToolRunner.swiftExecutable,
            [
                "symbolgraph-extract", "-module-name", module, "-I", searchPath, "-target", try targetTriple(),
                "-minimum-access-level", minimumAccess, "-skip-synthesized-members", "-output-dir", output,
            ],
            in: scratch
        )
        var result: [APISymbol] = []
        let files = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        for file in files.sorted() where file.hasSuffix(".symbols.json") {
            let stem = String(file.dropLast(".symbols.json".count))
            let extended = stem.split(separator: "@", maxSplits: 1).dropFirst().first.map(String.init)
            result += try decode(path: output + "/" + file, extendedModule: extended)
        }
        return Array(Set(result)).sorted()
    }

    private static func decode(path: String, extendedModule: String?) throws(DepgraphError) -> [APISymbol] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadableFile(file: path, detail: error.localizedDescription)
        }
        let object = try JSONText.object(from: data, file: path)
        guard let root = object as? [String: Any], let symbols = root["symbols"] as? [[String: Any]] else {
            throw .invalidDescription(file: path, detail: "expected a symbol graph with a \"symbols\" array")
        }
        return symbols.compactMap { symbol in
            guard let path = symbol["pathComponents"] as? [String],
                let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String
            else { return nil }
            let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
            let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
            let shortKind = kind.hasPrefix("swift.") ? String(kind.dropFirst("swift.".count)) : kind
            return APISymbol(path: path, kind: shortKind, declaration: declaration, extendedModule: extendedModule)
        }
    }

    /// The triple cannot change during a run, and asking `swift` for it costs a process per
    /// module, so it is read once.
    private static let targetTripleResult = Result { () throws(DepgraphError) -> String in try readTargetTriple() }

    private static func targetTriple() throws(DepgraphError) -> String {
        try targetTripleResult.get()
    }

    private static func readTargetTriple() throws(DepgraphError) -> String {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let info = try ToolRunner.run(ToolRunner.swiftExecutable, ["-print-target-info"], in: scratch)
        guard let object = try? JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
            let target = object["target"] as? [String: Any],
            let triple = target["triple"] as? String
        else {
            throw .toolFailed(command: "swift -print-target-info", status: 0, output: "expected a target triple")
        }
        return triple
    }
}
