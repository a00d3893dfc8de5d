import AppTestSupport
import Foundation
import Testing

@testable import App

/// `App hierarchy`: the screen's element tree as Maestro's `hierarchy` prints an iOS app's.
@MainActor @Suite struct HierarchyCommandTests {
    /// The JSON's nodes, depth first.
    private func nodes(_ json: String) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var result: [[String: Any]] = []
        var stack = [root]
        while let node = stack.popLast() {
            result.append(node)
            stack += (node["children"] as? [[String: Any]] ?? []).reversed()
        }
        return result
    }

    private func attributes(_ node: [String: Any]) -> [String: String] {
        node["attributes"] as? [String: String] ?? [:]
    }

    @Test func theWelcomeScreenPrintsAsMaestrosTreeNodeJSON() throws {
        let run = CommandLineRun(["--state", TestApp.freshStatePath(), "hierarchy"])
        #expect(run.code == 0)
        #expect(run.output.hasPrefix("{\n  \"attributes\" : {\n    \"accessibilityText\" : \"Example\",\n"))
        #expect(run.output.hasSuffix("  \"checked\" : false,\n  \"selected\" : false\n}"))
        let all = try nodes(run.output)
        let keys = [
            "accessibilityText", "title", "value", "text", "hintText", "resource-id", "bounds", "enabled", "focused",
            "selected", "checked",
        ]
        for node in all {
            #expect(Set(attributes(node).keys) == Set(keys))
            #expect(Set(node.keys) == ["attributes", "children", "enabled", "focused", "checked", "selected"])
        }
        let login = try #require(all.first { attributes($0)["resource-id"] == "welcome.login" })
        #expect(attributes(login)["accessibilityText"] == "Log in")
        #expect(attributes(login)["enabled"] == "true")
        #expect(login["enabled"] as? Bool == true)
        let bounds = try #require(attributes(login)["bounds"])
        #expect(bounds.wholeMatch(of: /\[\d+,\d+\]\[\d+,\d+\]/) != nil)
        #expect(bounds != "[0,0][0,0]")
    }

    @Test func everyDrawnElementHasItsBoundsInsideThePhone() throws {
        let run = CommandLineRun(["--state", TestApp.freshStatePath(), "hierarchy"])
        for node in try nodes(run.output) {
            let numbers = try #require(attributes(node)["bounds"]).split { !$0.isNumber }.compactMap { Int($0) }
            #expect(numbers.count == 4)
            #expect(numbers[0] <= numbers[2] && numbers[1] <= numbers[3])
            #expect(numbers[2] <= 393 && numbers[3] <= 852)
        }
    }

    @Test func aLinkOpensFirstAndAFocusedFieldAndSecureValueReadAsOnIOS() throws {
        let state = TestApp.freshStatePath()
        _ = try TestApp.launch(statePath: state, loggedIn: true)
        let run = CommandLineRun(["--state", state, "hierarchy", "--open", "example://explore?q=swift"])
        #expect(run.code == 0)
        let all = try nodes(run.output)
        let search = try #require(all.first { attributes($0)["resource-id"] == "explore.search" })
        #expect(attributes(search)["value"] == "swift")
        #expect(attributes(search)["text"] == "swift")
        #expect(all.contains { attributes($0)["resource-id"] == "tab.explore" && attributes($0)["selected"] == "true" })
    }

    @Test func aRefusedLinkPrintsNothingAndExitsOne() {
        let run = CommandLineRun(["--state", TestApp.freshStatePath(), "hierarchy", "--open", "example://nowhere"])
        #expect(run.code == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("unknown destination 'nowhere'"))
    }
}
