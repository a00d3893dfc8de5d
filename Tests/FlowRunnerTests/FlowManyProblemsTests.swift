import Foundation
import Testing

@testable import FlowRunner

/// A flow file with thousands of problems (a generator gone wrong) is reported in work that
/// grows with the number of problems, not its square (the file is read once to load it and
/// once to show the lines of all its problems), and only the first
/// `FlowFileWorkspace.maximumProblemsShown` are printed, with a line counting the rest.
@MainActor @Suite struct FlowManyProblemsTests {
    private func flow(unknownCommands count: Int) -> String {
        "appId: com.example\n---\n" + (1...count).map { "- tapon: x\($0)\n" }.joined()
    }

    /// Plans `path` and returns what it printed; the plan must refuse the file.
    private func problems(in path: String, loader: FlowFileLoader = FlowFileLoader()) -> [String] {
        var lines: [String] = []
        #expect(throws: FlowFileUsageError("1 flow file has errors; nothing was run")) {
            try FlowFileWorkspace.plan(
                paths: [path], includeTags: [], excludeTags: [], loader: loader, report: { lines.append($0) })
        }
        return lines
    }

    @Test func aFileWithMoreProblemsThanShownPrintsTheFirstAndCountsTheRest() throws {
        let folder = try makeTemporaryFolder()
        try write(["bad.yaml": flow(unknownCommands: 250)], into: folder)
        let path = folder + "/bad.yaml"
        let lines = problems(in: path)
        #expect(lines.count == FlowFileWorkspace.maximumProblemsShown + 1)
        #expect(lines.first?.hasPrefix("error: Invalid Command: tapon at \(path):3:3\n") == true)
        // The last one shown is the hundredth command, on line 102, with its neighbours around it.
        let last = lines[FlowFileWorkspace.maximumProblemsShown - 1]
        #expect(last.hasPrefix("error: Invalid Command: tapon at \(path):102:3\n"))
        #expect(last.contains("  >  102 | - tapon: x100\n"))
        #expect(last.contains("     104 | - tapon: x102\n"))
        #expect(lines.last == "error: \(path): 150 more problems not shown; the first 100 are above")
    }

    @Test func aFileWithAsManyProblemsAsShownHasNoCountingLine() throws {
        let folder = try makeTemporaryFolder()
        try write(["bad.yaml": flow(unknownCommands: FlowFileWorkspace.maximumProblemsShown)], into: folder)
        let lines = problems(in: folder + "/bad.yaml")
        #expect(lines.count == FlowFileWorkspace.maximumProblemsShown)
        #expect(lines.allSatisfy { $0.hasPrefix("error: Invalid Command: tapon at ") })
    }

    /// Ten thousand problems took about a minute and a half when each one read the whole file
    /// again to show its lines. The reads are counted, not timed: a reader that refuses a third
    /// read would fail a reporter that read the file once per problem at its second problem.
    @Test func tenThousandProblemsAreReadOnceToLoadAndOnceToShow() throws {
        let folder = try makeTemporaryFolder()
        try write(["bad.yaml": flow(unknownCommands: 10_000)], into: folder)
        let reader = CountingFileReader(budget: 2)
        let lines = problems(in: folder + "/bad.yaml", loader: reader.loader)
        #expect(reader.reads == [folder + "/bad.yaml": 2])
        #expect(lines.count == FlowFileWorkspace.maximumProblemsShown + 1)
        #expect(lines.last == "error: \(folder)/bad.yaml: 9900 more problems not shown; the first 100 are above")
    }
}
