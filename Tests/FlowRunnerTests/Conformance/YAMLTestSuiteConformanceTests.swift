import Foundation
import Testing

@testable import FlowRunner

/// The YAML test suite (yaml/yaml-test-suite, data branch) in `shared/corpus/yaml-test-suite`:
/// every case with `in.json` is read and compared with it as data, every case with `error` must
/// be refused. Cases still failing are listed, each with its reason, in
/// `YAMLTestSuiteExceptions`; the list must match what fails.
@Suite struct YAMLTestSuiteConformanceTests {
    private struct Outcome {
        var documents = 0
        var equalDocuments = 0
        var errorCases = 0
        var refusedErrorCases = 0
        var failing: [String: String] = [:]
    }

    @Test func theParserReadsTheSuiteAsItsJSONSaysAndRefusesItsErrorCases() throws {
        guard let root = Self.directory else {
            print("note: shared/corpus/yaml-test-suite not found; skipping the YAML test suite conformance test")
            return
        }
        let outcome = try Self.run(root)
        print(
            "YAML test suite: \(outcome.equalDocuments) of \(outcome.documents) documents equal to in.json,"
                + " \(outcome.refusedErrorCases) of \(outcome.errorCases) error cases refused")
        #expect(outcome.documents > 250, "the corpus looks incomplete: \(outcome.documents) documents")
        #expect(Double(outcome.equalDocuments) >= 0.97 * Double(outcome.documents))
        #expect(Double(outcome.refusedErrorCases) >= 0.95 * Double(outcome.errorCases))
        let listed = Set(YAMLTestSuiteExceptions.cases.keys)
        let failing = Set(outcome.failing.keys)
        for id in failing.subtracting(listed).sorted() {
            Issue.record("\(id) fails and is not in YAMLTestSuiteExceptions: \(outcome.failing[id] ?? "")")
        }
        for id in listed.subtracting(failing).sorted() {
            Issue.record("\(id) passes now; take it out of YAMLTestSuiteExceptions")
        }
    }

    /// The corpus folder, at `CORPUS_DIR` or in a `shared/corpus` folder above this file.
    static var directory: String? {
        let manager = FileManager.default
        if let configured = ProcessInfo.processInfo.environment["CORPUS_DIR"] {
            let candidate = configured + "/yaml-test-suite"
            if manager.fileExists(atPath: candidate) { return candidate }
        }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/corpus/yaml-test-suite").path
            if manager.fileExists(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// Every case folder (`229Q`, `2G84/00`), sorted.
    static func cases(in root: String) -> [String] {
        let manager = FileManager.default
        var result: [String] = []
        for name in ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted() {
            let folder = root + "/" + name
            if manager.fileExists(atPath: folder + "/in.yaml") {
                result.append(name)
            } else {
                for sub in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                where manager.fileExists(atPath: folder + "/" + sub + "/in.yaml") {
                    result.append(name + "/" + sub)
                }
            }
        }
        return result
    }

    private static func run(_ root: String) throws -> Outcome {
        var outcome = Outcome()
        let manager = FileManager.default
        for id in cases(in: root) {
            let folder = root + "/" + id
            let yaml = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/in.yaml")))
            if manager.fileExists(atPath: folder + "/error") {
                outcome.errorCases += 1
                if (try? YAMLParser.stream(yaml, file: "in.yaml")) == nil {
                    outcome.refusedErrorCases += 1
                } else {
                    outcome.failing[id] = "read, but the suite says it is an error"
                }
                continue
            }
            guard manager.fileExists(atPath: folder + "/in.json") else { continue }
            let json = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/in.json")))
            let expected = try YAMLTestSuiteValue.values(fromJSON: json)
            outcome.documents += expected.count
            let documents: [YAMLDocument]
            do {
                documents = try YAMLParser.stream(yaml, file: "in.yaml")
            } catch {
                outcome.failing[id] = "refused: \(error)"
                continue
            }
            let actual = documents.map { YAMLTestSuiteValue($0.root) }
            let equal = zip(expected, actual).filter { $0 == $1 }.count
            outcome.equalDocuments += equal
            if equal != expected.count || actual.count != expected.count {
                let difference = zip(expected, actual).first { $0 != $1 }
                outcome.failing[id] =
                    difference.map { "expected \($0.0), read \($0.1)" }
                    ?? "expected \(expected.count) documents, read \(actual.count)"
            }
        }
        return outcome
    }
}
