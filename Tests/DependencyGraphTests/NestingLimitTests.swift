import Foundation
import Testing

@testable import DependencyGraph

/// A package description whose `extra` member nests `depth` arrays, on its third line.
private func description(nesting depth: Int) -> String {
    "{\n\"name\": \"Deep\", \"targets\": [],\n\"extra\": " + String(repeating: "[", count: depth)
        + String(repeating: "]", count: depth) + "\n}\n"
}

@Test func aDescriptionNestedPastTheLimitIsRefusedNamingTheFileLineAndLimit() throws {
    let folder = try TemporaryFolder("deep-description")
    defer { try? FileManager.default.removeItem(atPath: folder.path) }
    try folder.write(description(nesting: 600), to: "description.json")
    let file = folder.path + "/description.json"
    let error = #expect(throws: DepgraphError.self) { try PackageLoader.load(descriptionFile: file) }
    let message = error?.description ?? ""
    #expect(message.hasPrefix(file + ":3: "), "\(message)")
    #expect(message.contains("more than 100 levels deep"), "\(message)")
}

@Test func nestingUpToTheLimitIsRead() throws {
    // The top-level object is one level, so 99 arrays inside it reach the limit exactly.
    let data = Data(description(nesting: JSONText.nestingLimit - 1).utf8)
    let model = try PackageDescriptionDecoder.decode(data, source: "at-limit.json", baseDirectory: "/")
    #expect(model.name == "Deep")
    #expect(throws: DepgraphError.nestedTooDeep(file: "past-limit.json", line: 3, limit: JSONText.nestingLimit)) {
        try PackageDescriptionDecoder.decode(
            Data(description(nesting: JSONText.nestingLimit).utf8), source: "past-limit.json", baseDirectory: "/")
    }
}

@Test func bracketsInsideStringsDoNotCountAsNesting() throws {
    let brackets = String(repeating: "[{", count: 500) + #"\"]"#
    let data = Data(#"{"name": "\#(brackets)", "targets": []}"#.utf8)
    let model = try PackageDescriptionDecoder.decode(data, source: "strings.json", baseDirectory: "/")
    #expect(model.name.hasPrefix("[{[{"))
}

@Test func aMillionLevelsAreRefusedWithinFiveSeconds() throws {
    let data = Data(description(nesting: 1_000_000).utf8)
    let run = Deadline.run(within: 5) { JSONText.lineBeyondNestingLimit(in: data) }
    let result = try #require(run, "checking a million levels was still running after 5 s")
    #expect(result.value == 3)
}

@Test func everyJSONFileDepgraphReadsHasTheLimit() {
    let deep = Data(("{\"a\":" + String(repeating: "[", count: 200) + String(repeating: "]", count: 200) + "}").utf8)
    #expect(throws: DepgraphError.nestedTooDeep(file: "rules.json", line: 1, limit: 100)) {
        try RulesParser.parse(deep, file: "rules.json")
    }
    #expect(throws: DepgraphError.nestedTooDeep(file: "dump.json", line: 1, limit: 100)) {
        try ManifestFacts.decode(deep, source: "dump.json")
    }
}
