import Foundation
import Testing

@testable import FlowRunner

/// Maestro's grammar, measured on Maestro's own files: every flow it reads parses here, every
/// flow its reader tests refuse is refused here with a place. Parsing only, so it stays fast.
@MainActor @Suite struct MaestroConformanceTests {
    @Test func everyFlowMaestroReadsParses() {
        guard let root = MaestroCorpus.directory else {
            print("note: shared/corpus/maestro not found; skipping the Maestro conformance test")
            return
        }
        let files = MaestroCorpus.validFlows(in: root)
        let (failures, missingMedia) = MaestroCorpus.load(files, root: root)
        print(
            "Maestro conformance: \(files.count - failures.count - missingMedia.count) of \(files.count) valid flows "
                + "parse, \(missingMedia.count) more name media files the corpus does not hold")
        #expect(files.count > 200, "the corpus looks incomplete: \(files.count) flows")
        #expect(
            failures.isEmpty,
            Comment(rawValue: "\(failures.count) flows do not parse:\n" + failures.joined(separator: "\n")))
    }

    @Test func everyFlowMaestroRefusesIsRefusedWithAPlace() {
        guard let root = MaestroCorpus.directory else {
            print("note: shared/corpus/maestro not found; skipping the Maestro conformance test")
            return
        }
        let files = MaestroCorpus.refusedFlows(in: root)
        var accepted: [String] = []
        for file in files {
            do {
                _ = try FlowFileLoader().load(file)
                accepted.append(String(file.dropFirst(root.count + 1)))
            } catch {
                #expect(error.location.line >= 1 && error.location.column >= 1)
            }
        }
        print("Maestro conformance: \(files.count - accepted.count) of \(files.count) invalid flows refused")
        for file in files {
            // Refused before anything runs: App test exits 2 without launching the app.
            var launched = false
            let status = FlowFileTestArguments.run(
                [file],
                host: {
                    launched = true
                    return FakeFlowHost()
                },
                output: { _ in })
            #expect(status == 2 && !launched, "\(file)")
        }
        #expect(
            accepted.isEmpty,
            Comment(rawValue: "\(accepted.count) invalid flows were accepted:\n" + accepted.joined(separator: "\n")))
    }
}
