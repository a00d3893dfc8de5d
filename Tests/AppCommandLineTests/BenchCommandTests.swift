import Testing

@testable import App

/// `App bench` options: sections chosen by name, and clear refusals.
struct BenchCommandTests {
    private func run(_ arguments: [String]) -> CommandLineRun {
        CommandLineRun(["bench"] + arguments)
    }

    @Test func onlyRunsTheSectionsNamed() {
        let result = run(["--quick", "--only", "headless"])
        #expect(result.code == 0)
        #expect(result.output.contains("== HeadlessUI"))
        #expect(result.output.contains("text render of a 200-node screen"))
        #expect(!result.output.contains("== Design tokens"))
        #expect(!result.output.contains("== State file"))
    }

    @Test(arguments: [["--only"], ["--only", "everything"], ["--only", "--quick"]])
    func anUnknownOrMissingSectionIsRefusedWithTheNames(arguments: [String]) {
        let result = run(arguments)
        #expect(result.code == 2)
        for section in ["headless", "tokens", "flows", "yaml", "cycles", "journeys", "state", "launch"] {
            #expect(result.errors.contains(section))
        }
        #expect(result.output.isEmpty)
    }

    @Test func anUnknownOptionIsRefused() {
        let result = run(["--fast"])
        #expect(result.code == 2)
        #expect(result.errors.hasPrefix("error: unknown option '--fast'\nusage: App bench"))
    }
}
