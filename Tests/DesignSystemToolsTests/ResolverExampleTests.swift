import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

/// The DTCG 2025.10 Resolver module's own examples (`spec/resolver_*.json` in the shared
/// corpus), each resolved as the module's text says. Files the examples name are written
/// next to a copy of the example, each defining a token that says which file it is.
struct ResolverExampleTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "resolver-examples-\(UUID().uuidString)")

    private func example(_ name: String) throws -> Data? {
        guard let spec = CorpusLocator.folder("tokens/spec") else { return nil }
        return try Data(contentsOf: spec.appendingPathComponent("resolver_\(name).json"))
    }

    /// Writes `files` (each a token file marking itself) and the resolver, and resolves it.
    private func resolve(
        _ resolver: Data, files: [String] = [], inputs: [String: String] = [:]
    ) throws -> Result<DTCGResolver.Resolution, DTCGResolver.Failure> {
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let mark = file.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".", with: "-")
            let text =
                ##"{ "from": { "\##(mark)": { "$type": "number", "$value": 1 } }, "last": { "$type": "number", "$value": "\##(file)" } }"##
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("resolver.json")
        try resolver.write(to: url)
        return DTCGResolver.resolve(resolverAt: url, inputs: inputs)
    }

    private func object(_ text: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    private func errors(_ result: Result<DTCGResolver.Resolution, DTCGResolver.Failure>) -> [String] {
        if case let .failure(failure) = result { failure.errors.map(\.description) } else { [] }
    }

    @Test func conflictResolutionKeepsTheLastDeclaration() throws {
        guard let resolver = try example("resolution-logic_01"), let expected = try example("resolution-logic_02")
        else { return }
        let resolution = try resolve(resolver).get()
        #expect(try object(resolution.tokens) == object(String(decoding: expected, as: UTF8.self)))
    }

    @Test func theThemeResolutionExampleUsesTheDarkThemeOnly() throws {
        guard let resolver = try example("resolution-logic_03"), let input = try example("resolution-logic_04") else {
            return
        }
        #expect(input == Data(##"{ "theme": "dark" }"##.utf8) || !input.isEmpty)
        let resolution = try resolve(
            resolver, files: ["foundation.json", "components/button.json", "themes/light.json", "themes/dark.json"],
            inputs: ["theme": "dark"]
        ).get()
        #expect(resolution.sources == ["foundation.json", "components/button.json", "themes/dark.json"])
        #expect(!resolution.tokens.contains("themes-light-json"))
        #expect(resolution.warnings.contains { $0.contains("\"context\" read as \"contexts\"") })
    }

    @Test func eachThemeInputGivesTheFileOrderTheModuleLists() throws {
        guard let resolver = try example("syntax_05") else { return }
        let files = [
            "foundation/size.json", "foundation/typography.json", "foundation/animation.json", "theme/light.json",
            "theme/dark.json", "theme/dark-high-contrast.json",
        ]
        let base = Array(files.prefix(3))
        let expected: [String: [String]] = [
            "06": base + ["theme/light.json"],
            "07": base + ["theme/light.json", "theme/dark-high-contrast.json"],
            "08": base + ["theme/dark.json"],
            "09": base + ["theme/dark.json", "theme/dark-high-contrast.json"],
        ]
        for (number, order) in expected.sorted(by: { $0.key < $1.key }) {
            let input = try #require(try example("syntax_\(number)"))
            let theme = try #require(try JSONSerialization.jsonObject(with: input) as? [String: String])
            let resolution = try resolve(resolver, files: files, inputs: theme).get()
            #expect(resolution.sources == order, "input \(theme)")
            #expect(resolution.tokens.contains("\"$value\": \"\(order.last ?? "")\""))
        }
        // No input: the modifier's default, light.
        #expect(try resolve(resolver, files: files).get().sources == base + ["theme/light.json"])
    }

    @Test func aValidInputResolvesAndAnInvalidOneGivesEachErrorTheModuleLists() throws {
        guard let resolver = try example("inputs_01"), let valid = try example("inputs_02"),
            let invalid = try example("inputs_03")
        else { return }
        let files = ["light.json", "dark.json", "size/default.json", "size/large.json", "beta.json"]
        let good = try #require(try JSONSerialization.jsonObject(with: valid) as? [String: String])
        #expect(
            try resolve(resolver, files: files, inputs: good).get().sources == [
                "light.json", "size/large.json", "beta.json",
            ])
        let bad = try #require(try JSONSerialization.jsonObject(with: invalid) as? [String: String])
        #expect(
            errors(try resolve(resolver, files: files, inputs: bad)) == [
                ##"unknown modifier "foo""##,
                ##"invalid context "blue" for modifier "theme": expected one of "light", "dark""##,
                ##"missing modifier "size": give --input size=VALUE, VALUE one of "default", "large""##,
            ])
    }

    @Test func inputsMatchWithoutRegardToCase() throws {
        guard let resolver = try example("syntax_05") else { return }
        let files = [
            "foundation/size.json", "foundation/typography.json", "foundation/animation.json", "theme/dark.json",
        ]
        #expect(try resolve(resolver, files: files, inputs: ["THEME": "Dark"]).get().sources.last == "theme/dark.json")
    }

    @Test func documentsWithoutResolutionOrderAreRefused() throws {
        for name in ["syntax_01", "syntax_02", "syntax_03", "syntax_21"] {
            guard let resolver = try example(name) else { return }
            #expect(errors(try resolve(resolver)).last?.hasPrefix("resolutionOrder: missing") == true, "\(name)")
        }
    }

    @Test func examplesWithCommentsAreNotJSONAndSaySo() throws {
        for name in ["bundling_02", "bundling_03", "syntax_04", "syntax_10"] {
            guard let resolver = try example(name) else { return }
            #expect(errors(try resolve(resolver)).first?.contains("expected JSON") == true, "\(name)")
        }
    }

    @Test func bundledFilesResolveAsTheFilesThemselves() throws {
        guard let resolver = try example("bundling_01") else { return }
        let files = [
            "foundation/colors.json", "foundation/size.json", "foundation/typography.json", "theme/light.json",
            "theme/dark.json",
        ]
        let resolution = try resolve(resolver, files: files, inputs: ["theme": "dark"]).get()
        #expect(
            resolution.sources == [
                "foundation/colors.json", "foundation/size.json", "foundation/typography.json",
                "foundation/colors.json", "theme/dark.json",
            ])
    }

    @Test func inlineSetsAndModifiersResolveAndAReferenceToAMissingSetIsAnError() throws {
        guard let resolver = try example("syntax_11") else { return }
        let files = ["foundation/size.json", "foundation/typography.json", "theme/light.json"]
        #expect(
            errors(try resolve(resolver, files: files))
                == [
                    ##"/resolutionOrder/2/sources/0: $ref "#/sets/Animation": nothing at /sets/Animation in resolver.json"##
                ])
    }

    /// bundling_03's strategy (its text has comments, so it is written out here): files kept
    /// under `$defs` and reached by same-document pointers, `/` escaped as `~1`.
    @Test func filesBundledUnderDefsResolveThroughPointers() throws {
        let resolver = ##"""
            { "sets": { "foundation": { "sources": [{ "$ref": "#/$defs/foundation~1colors.json" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/foundation" }],
              "$defs": { "foundation/colors.json": { "red": { "$type": "number", "$value": 1 } } } }
            """##
        let resolution = try resolve(Data(resolver.utf8)).get()
        #expect(resolution.sources == ["resolver.json#/$defs/foundation~1colors.json"])
        #expect(resolution.tokens.contains("\"red\""))
    }

    @Test func anEmptyContextAddsNothing() throws {
        let resolver = ##"""
            { "modifiers": { "debug": { "contexts": { "false": [], "true": [{ "$ref": "debug.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/debug" }] }
            """##
        let off = try resolve(Data(resolver.utf8), files: ["debug.json"], inputs: ["debug": "false"]).get()
        #expect(off.sources.isEmpty)
        #expect(try resolve(Data(resolver.utf8), inputs: ["debug": "true"]).get().sources == ["debug.json"])
    }

    /// The module's invalid pointers: into resolutionOrder (syntax_12), a modifier from a set,
    /// loops (syntax_17) and a reference to its own parent (syntax_18).
    @Test func invalidReferencesAreRefusedWithWhy() throws {
        guard let intoOrder = try example("syntax_12"), let loop = try example("syntax_17"),
            let parent = try example("syntax_18")
        else { return }
        let pointer = String(decoding: intoOrder, as: UTF8.self)
        let order =
            ##"{ "sets": { "a": { "sources": [\##(pointer)] } }, "resolutionOrder": [{ "$ref": "#/sets/a" }] }"##
        #expect(errors(try resolve(Data(order.utf8))).first?.contains("points into resolutionOrder") == true)

        let modifier = ##"""
            { "sets": { "a": { "sources": [{ "$ref": "#/modifiers/m" }] } },
              "modifiers": { "m": { "contexts": { "x": [], "y": [] }, "default": "x" } },
              "resolutionOrder": [{ "$ref": "#/sets/a" }] }
            """##
        #expect(errors(try resolve(Data(modifier.utf8))).first?.contains("must not reference a modifier") == true)

        var cyclic = try #require(try JSONSerialization.jsonObject(with: loop) as? [String: Any])
        cyclic["resolutionOrder"] = [["$ref": "#/foo/bar"]]
        let cycleErrors = errors(try resolve(try JSONSerialization.data(withJSONObject: cyclic)))
        #expect(cycleErrors.first?.hasPrefix("$ref cycle: ") == true, "\(cycleErrors)")

        let selfParent =
            ##"{ "sets": { "foo": { "sources": [{ "$ref": "#/sets/foo" }] } }, "resolutionOrder": [{ "$ref": "#/sets/foo" }] }"##
        #expect(
            errors(try resolve(Data(selfParent.utf8))).first?.contains("points at the object that holds it") == true)
        #expect(!parent.isEmpty)
    }

    /// syntax_13 to syntax_16: a set in the document, a file, a part of a file, a remote URL.
    @Test func referenceObjectsOfEachKindResolveOrAreRefusedWithWhy() throws {
        for name in ["syntax_13", "syntax_14", "syntax_15", "syntax_16"] {
            guard try example(name) != nil else { return }
        }
        let inDocument =
            ##"{ "sets": { "MySet": { "sources": [{ "$ref": "a.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/MySet" }] }"##
        #expect(try resolve(Data(inDocument.utf8), files: ["a.json"]).get().sources == ["a.json"])
        let file =
            ##"{ "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "path/to/example.json" }] }] }"##
        #expect(try resolve(Data(file.utf8), files: ["path/to/example.json"]).get().sources == ["path/to/example.json"])
        let part = ##"{ "resolutionOrder": [{ "$ref": "example.json#sets/MySet" }] }"##
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(##"{ "sets": { "MySet": { "sources": [{ "$ref": "a.json" }] } } }"##.utf8).write(
            to: folder.appendingPathComponent("example.json"))
        #expect(try resolve(Data(part.utf8), files: ["a.json"]).get().sources == ["a.json"])
        let remote =
            ##"{ "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "https://my-server.com/tokens.json" }] }] }"##
        #expect(errors(try resolve(Data(remote.utf8))).first?.contains("remote references are not supported") == true)
    }

    /// syntax_19 and syntax_20: keys beside `$ref` override the referenced object's.
    @Test func keysBesideARefOverrideTheReferencedOnes() throws {
        guard let extending = try example("syntax_19"), let expected = try example("syntax_20") else { return }
        var document = try #require(try JSONSerialization.jsonObject(with: extending) as? [String: Any])
        document["resolutionOrder"] = [["type": "set", "name": "s", "sources": [["$ref": "#/lizard"]]]]
        let resolution = try resolve(try JSONSerialization.data(withJSONObject: document)).get()
        #expect(try object(resolution.tokens) == (try JSONSerialization.jsonObject(with: expected) as? NSDictionary))
    }

    @Test func pathsOutsideTheResolversFolderAreRefused() throws {
        for reference in ["../outside.json", "/etc/passwd", "a/../../outside.json"] {
            let resolver =
                ##"{ "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "\##(reference)" }] }] }"##
            let found = errors(try resolve(Data(resolver.utf8)))
            #expect(
                found.first?.contains("out of the resolver's folder") == true
                    || found.first?.contains("an absolute path") == true, "\(reference): \(found)")
        }
    }

    @Test func aChainOfReferencesLongerThanTheLimitIsRefused() throws {
        let count = DTCGResolver.referenceDepthLimit + 5
        var sets = (0..<count).map { ##""s\##($0)": { "$ref": "#/sets/s\##($0 + 1)" }"## }
        sets.append(##""s\##(count)": { "sources": [] }"##)
        let resolver =
            ##"{ "sets": { \##(sets.joined(separator: ", ")) }, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
        #expect(errors(try resolve(Data(resolver.utf8))).first?.contains("more than 32 references in a row") == true)
    }

    @Test func aModifierWithNoContextsOrABadDefaultIsAnError() throws {
        let empty = ##"{ "modifiers": { "m": { "contexts": {} } }, "resolutionOrder": [] }"##
        #expect(
            errors(try resolve(Data(empty.utf8))) == [
                ##"modifier "m": "contexts" is empty; a modifier needs at least one"##
            ])
        let badDefault =
            ##"{ "modifiers": { "m": { "contexts": { "a": [] }, "default": "b" } }, "resolutionOrder": [] }"##
        #expect(
            errors(try resolve(Data(badDefault.utf8))).first?.contains("default \"b\" is not one of its contexts")
                == true)
    }

    @Test func inlineItemsNeedANameAndATypeAndUniqueNames() throws {
        let resolver = ##"""
            { "resolutionOrder": [
                { "type": "set", "sources": [] },
                { "name": "a", "sources": [] },
                { "type": "set", "name": "b", "sources": [] },
                { "type": "set", "name": "b", "sources": [] } ] }
            """##
        #expect(
            errors(try resolve(Data(resolver.utf8))) == [
                ##"resolutionOrder[0]: an inline set or modifier needs a "name""##,
                ##"resolutionOrder[1]: an inline set or modifier needs "type": "set" or "modifier""##,
                ##"resolutionOrder: the name "b" is used twice; names in resolutionOrder must be unique"##,
            ])
    }
}

/// The resolver documents of the real design systems in `dtcg-examples`: each resolves with
/// its defaults, and the first context of each modifier that has none (those refuse to
/// resolve without that input, as the module says they must).
@Test func everyDesignSystemsResolverResolvesWithItsDefaults() throws {
    guard let folder = CorpusLocator.folder("tokens/dtcg-examples") else { return }
    let resolvers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasSuffix(".resolver.json")
    }.sorted()
    #expect(resolvers.count == 7)
    for name in resolvers {
        let url = folder.appendingPathComponent(name)
        var inputs: [String: String] = [:]
        if case let .failure(failure) = DTCGResolver.resolve(resolverAt: url, inputs: [:]) {
            for case let .missingInput(modifier, allowed) in failure.errors { inputs[modifier] = allowed.first }
        }
        switch DTCGResolver.resolve(resolverAt: url, inputs: inputs) {
        case let .success(resolution):
            let report = DesignTokens.report(
                for: [TokenSource(name: name, data: Data(resolution.tokens.utf8))], appRequirements: false)
            print(
                "\(name) \(inputs.sorted { $0.key < $1.key }): \(resolution.sources.count) sources, "
                    + "\(report.tokens.count) tokens resolved, \(report.issues.count) errors in the result")
            #expect(!report.tokens.isEmpty)
        case let .failure(failure):
            Issue.record("\(name): \(failure)")
        }
    }
}
