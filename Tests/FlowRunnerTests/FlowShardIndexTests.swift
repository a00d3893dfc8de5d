import Testing

@testable import FlowRunner

@MainActor @Suite struct FlowShardIndexTests {
    private let passing = "appId: com.example\n---\n- launchApp\n"

    private func flowNames(_ arguments: [String]) -> (Int32, [String]) {
        var lines: [String] = []
        let status = FlowFileTestArguments.run(arguments, host: { FakeFlowHost() }, output: { lines.append($0) })
        return (status, lines.filter { $0.hasPrefix("Flow ") })
    }

    @Test func theSharesOfAMatrixRunEveryFlowExactlyOnce() throws {
        let folder = try makeTemporaryFolder()
        let names = (1...12).map { "flow\($0).yaml" }
        try write(Dictionary(uniqueKeysWithValues: names.map { ($0, passing) }), into: folder)
        var seen: [String] = []
        for index in 1...3 {
            let (status, flows) = flowNames([folder, "--shard-index", "\(index)", "--shard-total", "3"])
            #expect(status == 0)
            seen += flows
        }
        #expect(seen.count == 12)
        #expect(Set(seen).count == 12)
    }

    @Test func aFlowKeepsItsShareWhenOtherFlowsAreAdded() throws {
        let before = (1...20).map { "flow\($0).yaml" }
        let after = before + (21...60).map { "flow\($0).yaml" }
        let shareBefore = Dictionary(uniqueKeysWithValues: before.map { ($0, FlowFileShard.share(of: $0, total: 4)) })
        for file in before {
            #expect(FlowFileShard.share(of: file, total: 4) == shareBefore[file])
        }
        // Round-robin by position would have moved these; the hash keeps each where it was.
        let flows = after.map { FlowFile(file: "/ci/checkout/flows/" + $0, config: MaestroConfig(), steps: []) }
        var placed = 0
        for index in 1...4 {
            let share = try FlowFileShard(index: "\(index)", total: "4").select(
                from: flows, roots: ["/ci/checkout/flows"])
            for flow in share {
                let name = String(flow.file.dropFirst("/ci/checkout/flows/".count))
                guard let before = shareBefore[name] else { continue }
                #expect(before == index)
                placed += 1
            }
        }
        #expect(placed == 20)
    }

    @Test func aFlowIsKeyedByItsPathInTheWorkspaceSoCheckoutsAnywhereAgree() {
        #expect(FlowFileShard.key(of: "/a/b/flows/login.yaml", roots: ["/a/b/flows"]) == "login.yaml")
        #expect(FlowFileShard.key(of: "/x/y/flows/login.yaml", roots: ["/x/y/flows/"]) == "login.yaml")
        #expect(FlowFileShard.key(of: "flows/sub/login.yaml", roots: ["flows", "flows/sub"]) == "login.yaml")
        #expect(FlowFileShard.key(of: "one.yaml", roots: ["one.yaml"]) == "one.yaml")
    }

    @Test func shareOptionsOutOfRangeOrAloneAreUsageErrors() {
        let cases: [([String], String)] = [
            (
                ["f", "--shard-index", "3", "--shard-total", "2"],
                "--shard-index: expected a share from 1 to 2 (--shard-total), found '3'"
            ),
            (
                ["f", "--shard-index", "0", "--shard-total", "2"],
                "--shard-index: expected a share from 1 to 2 (--shard-total), found '0'"
            ),
            (
                ["f", "--shard-index", "1", "--shard-total", "0"],
                "--shard-total: expected a number of shares from 1 to 1024, found '0'"
            ),
            (["f", "--shard-index", "1"], "--shard-index: give --shard-total with it"),
            (["f", "--shard-total", "2"], "--shard-total: give --shard-index with it"),
            (
                ["f", "--shard", "1/2"],
                "--shard INDEX/COUNT is replaced by --shard-index INDEX --shard-total COUNT (here: --shard-index 1 "
                    + "--shard-total 2), whose shares stay put as flows are added"
            ),
        ]
        for (arguments, message) in cases {
            #expect(throws: FlowFileUsageError(message)) { try FlowFileTestArguments.options(arguments) }
        }
    }

    @Test func flowsSeeTheirShardAsMaestroSetsItAndTheShellCannotSetIt() throws {
        let folder = try makeTemporaryFolder()
        let flow =
            "appId: a\n---\n- launchApp\n- assertTrue: ${MAESTRO_SHARD_ID == '1' && MAESTRO_SHARD_INDEX == '0'}\n"
        try write(["a.yaml": flow], into: folder)
        let runner = FlowFileSuiteRunner(
            options: try FlowFileTestArguments.options([folder]), host: { FakeFlowHost() },
            shellEnvironment: ["MAESTRO_SHARD_ID": "7", "MAESTRO_SHARD_INDEX": "6"], output: { _ in })
        #expect(runner.run() == 0)
    }
}
