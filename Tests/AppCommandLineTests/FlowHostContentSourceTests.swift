import AppTestSupport
import FlowRunner
import Foundation
import Testing

@testable import FlowFileHost

/// Where a flow host's apps get their content: the embedded server (whose scenario a flow
/// switches), a server named for the run, or services answering in memory; a flow that asks
/// for a scenario the run cannot play fails saying why instead of passing for the wrong reason.
@MainActor
struct FlowHostContentSourceTests {
    private func run(_ steps: String, on host: AppFlowFileHost) throws -> FlowFileResult {
        let flow = try FlowFileParser.parse(
            "appId: com.example.headless\n---\n" + steps, file: "content.yaml", requiringConfig: true)
        return FlowFileRunner(host: host).run(flow)
    }

    private let logIn = """
        - launchApp: {clearState: true}
        - tapOn: {id: welcome.login}
        - tapOn: {id: login.email}
        - inputText: ada@example.com
        - tapOn: {id: login.password}
        - inputText: analytical
        - tapOn: {id: login.submit}

        """

    @Test func servicesGivenToTheHostAnswerTheAppsContent() throws {
        let host = AppFlowFileHost(
            statePath: TestApp.freshStatePath(), keepsStateInMemory: true, services: FixtureContent.services)
        let result = try run(logIn + "- assertVisible: Welcome to the feed\n", on: host)
        #expect(result.passed, "\(result.log)")
    }

    @Test func aScenarioIsRefusedWhenTheContentIsAnsweredInMemory() throws {
        let host = AppFlowFileHost(statePath: TestApp.freshStatePath(), services: FixtureContent.services)
        let result = try run("- launchApp: {arguments: {contentScenario: offline}}\n", on: host)
        #expect(
            result.failure?.message
                == "Launch failed: launch argument contentScenario switches the embedded content server; "
                + "this run's content is answered in memory")
    }

    @Test func aScenarioIsRefusedWhenTheRunNamesItsOwnServer() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/"))
        let host = AppFlowFileHost(statePath: TestApp.freshStatePath(), contentBaseURL: url)
        let result = try run("- launchApp: {arguments: {contentScenario: offline}}\n", on: host)
        #expect(
            result.failure?.message
                == "Launch failed: launch argument contentScenario switches the embedded content server; "
                + "this run talks to http://127.0.0.1:9/")
    }
}
