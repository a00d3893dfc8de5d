import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

/// Every token file of the shared corpus migrated: migrating twice equals migrating once, and
/// every migrated value means what it meant, judged by reading the old text here, apart from
/// the migration's own code, and the new value with the format's parser.
@Test func migratingTheCorpusIsIdempotentAndKeepsEveryValue() throws {
    guard let folder = CorpusLocator.folder("tokens") else {
        print("notice: shared/corpus/tokens not found (set CORPUS_DIR); the migration corpus test is skipped")
        return
    }
    var files: [URL] = []
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "json" && !url.lastPathComponent.hasSuffix(".resolver.json") { files.append(url) }
    }
    files.sort { $0.path < $1.path }
    var counts: [String: Int] = [:]
    var changedFiles = 0
    for url in files {
        let source = TokenSource(name: url.lastPathComponent, data: try Data(contentsOf: url))
        guard let once = try? TokenMigration.migrate(source) else { continue }
        let twice = try TokenMigration.migrate(TokenSource(name: source.name, data: once.data))
        #expect(twice.data == once.data, "\(url.lastPathComponent): a second migration changed the file")
        #expect(twice.migrated.isEmpty)
        if once.data != source.data { changedFiles += 1 }
        for finding in once.migrated {
            let kind = MeaningOracle.compare(finding)
            counts[kind.name, default: 0] += 1
            #expect(
                kind.same, "\(finding.file):\(finding.line) \(finding.path): \(finding.found) -> \(finding.replacement)"
            )
        }
    }
    let total = counts.values.reduce(0, +)
    print(
        "token migration over \(files.count) corpus files (\(changedFiles) changed): \(total) values migrated, "
            + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            + "; every one means the same, and migrating again changes nothing")
    #expect(total > 0)
    #expect(counts["changed meaning", default: 0] == 0)
}

/// Reads an earlier form's text on its own terms and the 2025.10 replacement with the
/// format's parser, and says whether they mean the same colour, length, time or number.
private enum MeaningOracle {
    static var parser: TokenValueParser { TokenValueParser(path: "") { _ in .missing } }

    static func compare(_ finding: LegacyFinding) -> (name: String, same: Bool) {
        guard case let .success(output) = JSONReader.read(Array(finding.replacement.utf8)),
            let new = output.document.value(0)
        else { return ("changed meaning", false) }
        let old = finding.found.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        switch finding.form {
        case .tokensStudioType:
            let expected: [String: String] = [
                "fontSizes": "dimension", "spacing": "dimension", "sizing": "dimension", "borderWidth": "dimension",
                "borderRadius": "dimension", "letterSpacing": "dimension", "paragraphSpacing": "dimension",
                "lineHeights": "number", "opacity": "number", "fontWeights": "fontWeight",
                "fontFamilies": "fontFamily", "boxShadow": "shadow",
            ]
            return ("types", expected[old].map { new == .string($0) } ?? false)
        case .shortHexFallback:
            let digits = Array(old.dropFirst())
            return ("hex fallbacks", new == .string("#" + digits.map { "\($0)\($0)" }.joined()))
        default:
            break
        }
        if old.hasPrefix("#") {
            guard let color = try? parser.color(new), let bytes = hexBytes(old) else {
                return ("changed meaning", false)
            }
            let channels = [color.red, color.green, color.blue, color.alpha]
            return ("colours", zip(channels, bytes).allSatisfy { abs($0 * 255 - Double($1)) < 1e-9 })
        }
        if finding.found == "\"type\"" || finding.found == "\"x\"" || finding.found == "\"y\"" {
            return ("shadow keys", ["\"inset\"", "\"offsetX\"", "\"offsetY\""].contains(finding.replacement))
        }
        if old == "innerShadow" || old == "dropShadow" {
            return ("shadow keys", new == .bool(old == "innerShadow"))
        }
        if case .object = new, let time = try? parser.duration(new), let expected = seconds(old) {
            return ("times", abs(time - expected) < 1e-12)
        }
        if case .object = new, let length = try? parser.dimension(new) {
            let expected: Double? =
                if finding.found.hasPrefix("{") { 0 } else { points(old) }
            return ("lengths", expected.map { abs(length - $0) < 1e-9 } ?? false)
        }
        if case let .number(number) = new {
            if let weight = weights[old.lowercased().filter { $0.isLetter }] { return ("weights", weight == number) }
            if old.hasSuffix("%"), let percent = Double(old.dropLast()) {
                return ("numbers", abs(percent / 100 - number) < 1e-12)
            }
            return ("numbers", Double(old) == number)
        }
        return ("changed meaning", false)
    }

    private static let weights: [String: Double] = [
        "thin": 100, "extralight": 200, "light": 300, "regular": 400, "normal": 400, "medium": 500, "semibold": 600,
        "bold": 700, "extrabold": 800, "black": 900, "heavy": 900,
    ]

    private static func hexBytes(_ text: String) -> [Int]? {
        var digits = Array(text.dropFirst()).map(String.init)
        if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
        if digits.count == 6 { digits += ["f", "f"] }
        guard digits.count == 8 else { return nil }
        return stride(from: 0, to: 8, by: 2).compactMap { Int(digits[$0] + digits[$0 + 1], radix: 16) }
    }

    /// CSS lengths: px as they are, rem at 16 px, a bare number as px.
    private static func points(_ text: String) -> Double? {
        if text.hasSuffix("rem") { return Double(text.dropLast(3)).map { $0 * 16 } }
        if text.hasSuffix("px") { return Double(text.dropLast(2)) }
        return Double(text)
    }

    private static func seconds(_ text: String) -> Double? {
        if text.hasSuffix("ms") { return Double(text.dropLast(2)).map { $0 / 1000 } }
        if text.hasSuffix("s") { return Double(text.dropLast()) }
        return Double(text)
    }
}
