import Testing

@testable import App

/// `App bench` options: sections chosen by name, and clear refusals.
struct BenchCommandTests {
    private func run(_ arguments: [String]) -> (code: Int32, output: String, errors: String) {
        var output: [String] = []
        var errors: [String] = []
        let code = BenchCommand.run(
            arguments: arguments, write: { output.append($0) }, writeError: { errors.append($0) })
        return (code, output.joined(separator: "\n"), errors.joined(separator: "\n"))
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
        #expect(result.errors.contains("headless, tokens, flows, cycles, child-flows, state, launch"))
        #expect(result.output.isEmpty)
    }

    @Test func anUnknownOptionIsRefused() {
        let result = run(["--fast"])
        #expect(result.code == 2)
        #expect(result.errors.contains("unknown bench option '--fast'"))
    }
}
