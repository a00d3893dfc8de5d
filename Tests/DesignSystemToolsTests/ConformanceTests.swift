import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

/// The format's own examples and one-rule probes, each with the verdict the 2025.10 text
/// gives it (`EXPECTED.tsv` in the shared corpus). Fragments, which alias tokens defined
/// elsewhere, cannot be judged alone and are left out.
@Test func everyValidExampleIsAcceptedAndEveryInvalidOneRefused() throws {
    guard let folder = CorpusLocator.folder("tokens") else {
        print("notice: shared/corpus/tokens not found (set CORPUS_DIR); the DTCG conformance test is skipped")
        return
    }
    let table = try String(contentsOf: folder.appendingPathComponent("EXPECTED.tsv"), encoding: .utf8)
    var figures = (validAccepted: 0, validRefused: 0, invalidRefused: 0, invalidAccepted: 0)
    for line in table.split(separator: "\n") {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard columns.count >= 2, columns[1] != "fragment" else { continue }
        let url = folder.appendingPathComponent(columns[0])
        let report = DesignTokens.report(
            for: [TokenSource(name: url.lastPathComponent, data: try Data(contentsOf: url))], appRequirements: false)
        switch (columns[1], report.isValid) {
        case ("valid", true): figures.validAccepted += 1
        case ("valid", false):
            figures.validRefused += 1
            Issue.record("\(columns[0]) is valid but was refused: \(report.issues.map(\.description))")
        case (_, false): figures.invalidRefused += 1
        case (_, true):
            figures.invalidAccepted += 1
            Issue.record("\(columns[0]) is invalid (\(columns.last ?? "")) but was accepted")
        }
    }
    print(
        "DTCG conformance: \(figures.validAccepted) valid accepted, \(figures.validRefused) valid refused, "
            + "\(figures.invalidRefused) invalid refused, \(figures.invalidAccepted) invalid accepted")
    #expect(figures.validAccepted + figures.invalidRefused > 0)
}

/// Real design systems, each merged from the files of its resolver's default contexts.
/// Their refusals (once earlier forms are read as their rewrites) are known and listed with
/// the rule each file breaks, so a change in what is refused shows up.
@Test func realDesignSystemsAreRefusedOnlyForWhatTheirFilesGetWrong() throws {
    guard let folder = CorpusLocator.folder("tokens/dtcg-merged") else {
        print("notice: shared/corpus/tokens/dtcg-merged not found (set CORPUS_DIR); the design system check is skipped")
        return
    }
    for (system, counts) in KnownDesignSystemIssues.after.sorted(by: { $0.key < $1.key }) {
        let url = folder.appendingPathComponent("\(system).default.tokens.json")
        let report = DesignTokens.report(
            for: [TokenSource(name: url.lastPathComponent, data: try Data(contentsOf: url))], appRequirements: false)
        let found = Dictionary(grouping: report.issues, by: \.kind).mapValues(\.count)
        #expect(found == counts, "\(system): \(report.issues.prefix(5).map(\.description))")
    }
}
