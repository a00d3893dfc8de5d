import Foundation
import Testing

@testable import FlowRunner

/// The newest Maestro's grammar, measured on its own files (`shared/corpus/maestro-latest`):
/// every flow it reads parses here, and every invalid workspace of its planner's tests is
/// refused with exit 2, Maestro's title and, where its `error.txt` gives one, the same place.
@MainActor @Suite struct MaestroLatestConformanceTests {
    @Test func everyFlowTheNewestMaestroReadsParses() {
        guard let root = MaestroCorpus.latestDirectory else {
            print("note: shared/corpus/maestro-latest not found; skipping the newest Maestro's conformance test")
            return
        }
        let all = MaestroCorpus.validFlows(in: root)
        let refusedToo = all.filter { file in MaestroCorpus.refusedByMaestroToo.keys.contains(where: file.hasSuffix) }
        let files = all.filter { !refusedToo.contains($0) }
        let (failures, missingMedia) = MaestroCorpus.load(files, root: root)
        print(
            "Maestro latest conformance: \(files.count - failures.count - missingMedia.count) of \(files.count) "
                + "valid flows parse, \(missingMedia.count) more name media files the corpus does not hold")
        for file in refusedToo {
            #expect(throws: FlowFileSyntaxError.self, "Maestro refuses \(file); so do we") {
                try FlowFileLoader().load(file)
            }
        }
        print("Maestro latest conformance: \(refusedToo.count) more that Maestro's reader refuses are refused too")
        #expect(files.count > 300, "the corpus looks incomplete: \(files.count) flows")
        let yaml = failures.filter { failure in MaestroCorpus.yamlScalarSyntax.keys.contains(where: failure.hasPrefix) }
        print("Maestro latest conformance: \(yaml.count) fail on YAML scalar syntax, left to the YAML parser's work")
        let rest = failures.filter { !yaml.contains($0) }
        #expect(rest.isEmpty, Comment(rawValue: "\(rest.count) flows do not parse:\n" + rest.joined(separator: "\n")))
    }

    @Test func everyInvalidWorkspaceIsRefusedWithExitTwo() {
        guard let root = MaestroCorpus.latestDirectory else { return }
        let workspaces = MaestroCorpus.invalidWorkspaces(in: root)
        let refused = workspaces.filter { MaestroWorkspaceFixture($0).run().status == 2 }
        print(
            "Maestro latest conformance: \(refused.count) of \(workspaces.count) invalid workspaces refused with exit 2"
        )
        #expect(workspaces.count >= 26, "the corpus looks incomplete: \(workspaces.count) invalid workspaces")
        #expect(refused.count == workspaces.count)
    }

    /// The invalid workspaces' names, for one test case each.
    nonisolated static let invalidWorkspaceNames: [String] =
        MaestroCorpus.latestDirectory.map { root in
            MaestroCorpus.invalidWorkspaces(in: root).map { ($0 as NSString).lastPathComponent }
        } ?? []

    @Test(arguments: invalidWorkspaceNames)
    func anInvalidWorkspaceIsRefusedWithMaestrosTitleAndPlace(name: String) throws {
        let root = try #require(MaestroCorpus.latestDirectory)
        let fixture = MaestroWorkspaceFixture(
            root + "/maestro-orchestra/src/test/resources/workspaces/" + name)
        let (status, output) = fixture.run()
        #expect(status == 2, "\(name): exit \(status)\n\(output)")
        let expected = try fixture.expectedError()
        #expect(output.contains(expected.title), "\(name): expected '\(expected.title)' in\n\(output)")
        if let place = expected.place, let deviation = MaestroWorkspaceFixture.placeDeviations[name] {
            #expect(!output.contains(place), "\(name): \(deviation) (Maestro's place: \(place))")
        } else if let place = expected.place {
            #expect(output.contains(place), "\(name): expected '\(place)' in\n\(output)")
        }
    }
}
