import Foundation
import Testing

@testable import DesignSystemTools

/// `App tokens resolve` does work in proportion to its files: each set is resolved once, a set
/// that names itself through others is a cycle, and depth and work have limits, each met
/// exactly where it says.
struct ResolverBoundsTests {
    private let folder = ScratchFolder()

    private func resolve(_ resolver: String, files: [String: String] = [:]) throws -> Result<
        DTCGResolver.Resolution, DTCGResolver.Failure
    > {
        for (name, text) in files { try folder.write(name, text) }
        let path = try folder.write("resolver.json", resolver)
        return DTCGResolver.resolve(resolverAt: URL(fileURLWithPath: path), inputs: [:])
    }

    private func errors(_ result: Result<DTCGResolver.Resolution, DTCGResolver.Failure>) -> [String] {
        if case let .failure(failure) = result { failure.errors.map(\.description) } else { [] }
    }

    /// Sets `s0` ... `s<count>`, each naming the next `times` times; the last holds one token.
    private func chainOfSets(_ count: Int, naming times: Int) -> String {
        var sets = (0..<count).map { index in
            let reference = ##"{ "$ref": "#/sets/s\##(index + 1)" }"##
            return
                ##""s\##(index)": { "sources": [\##(Array(repeating: reference, count: times).joined(separator: ", "))] }"##
        }
        sets.append(##""s\##(count)": { "sources": [{ "t": { "$type": "number", "$value": 1 } }] }"##)
        return ##"{ "sets": { \##(sets.joined(separator: ", ")) }, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
    }

    @Test func aSetNamedTwiceByEachOfAChainIsResolvedOnce() throws {
        let resolution = try resolve(chainOfSets(14, naming: 2)).get()
        // The one inline source is merged once, not once for each of the 2^14 paths to it.
        #expect(resolution.sources == ["(inline)"])
        #expect(resolution.tokens.contains(#""t": {"#))
    }

    @Test func twoSetsNamingEachOtherAreACycle() throws {
        let resolver = ##"""
            { "sets": { "a": { "sources": [{ "$ref": "#/sets/b" }] }, "b": { "sources": [{ "$ref": "#/sets/a" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/a" }] }
            """##
        #expect(
            errors(try resolve(resolver)) == [
                "$ref cycle: resolver.json#/sets/a -> resolver.json#/sets/b -> resolver.json#/sets/a"
            ])
    }

    @Test func twoSetsNamingEachOtherTwiceAreOneCycleFoundAtOnce() throws {
        let resolver = ##"""
            { "sets": { "a": { "sources": [{ "$ref": "#/sets/b" }, { "$ref": "#/sets/b" }] },
                        "b": { "sources": [{ "$ref": "#/sets/a" }, { "$ref": "#/sets/a" }] } },
              "resolutionOrder": [{ "$ref": "#/sets/a" }] }
            """##
        #expect(
            errors(try resolve(resolver)) == [
                "$ref cycle: resolver.json#/sets/a -> resolver.json#/sets/b -> resolver.json#/sets/a"
            ])
    }

    @Test func setsNestedAsDeepAsTheLimitResolveAndOneMoreIsRefused() throws {
        let limit = DTCGResolver.referenceDepthLimit
        #expect(throws: Never.self) { try resolve(chainOfSets(limit, naming: 1)).get() }
        let deeper = errors(try resolve(chainOfSets(limit + 1, naming: 1)))
        #expect(deeper.count == 1)
        #expect(deeper.first?.contains("sets nested more than \(limit) deep") == true, "\(deeper)")
    }

    /// `s0` ... `s<count - 1>` are reference objects, each naming the next; with the entry of
    /// `resolutionOrder`, `count + 1` references in a row.
    private func chainOfReferences(_ references: Int) -> String {
        let count = references - 1
        var sets = (0..<count).map { ##""s\##($0)": { "$ref": "#/sets/s\##($0 + 1)" }"## }
        sets.append(##""s\##(count)": { "sources": [] }"##)
        return ##"{ "sets": { \##(sets.joined(separator: ", ")) }, "resolutionOrder": [{ "$ref": "#/sets/s0" }] }"##
    }

    @Test func asManyReferencesInARowAsTheLimitResolveAndOneMoreIsRefused() throws {
        let limit = DTCGResolver.referenceDepthLimit
        #expect(throws: Never.self) { try resolve(chainOfReferences(limit)).get() }
        #expect(
            errors(try resolve(chainOfReferences(limit + 1))) == [
                "/sets/s\(limit - 1): $ref \"#/sets/s\(limit)\": more than \(limit) references in a row"
            ])
    }

    @Test func aSetNamedThousandsOfTimesIsRefusedAtTheWorkLimit() throws {
        let tokens = (0..<1_000).map { ##""t\##($0)": { "$type": "number", "$value": \##($0) }"## }
        let references = Array(repeating: ##"{ "$ref": "#/sets/big" }"##, count: 2_000)
        let resolver = ##"""
            { "sets": { "big": { "sources": [{ \##(tokens.joined(separator: ", ")) }] },
                        "many": { "sources": [\##(references.joined(separator: ", "))] } },
              "resolutionOrder": [{ "$ref": "#/sets/many" }] }
            """##
        let found = errors(try resolve(resolver))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("merging the sets would visit more than ") == true, "\(found)")
    }

    @Test func aSetNamedAFewTimesOverStaysWithinTheWorkLimit() throws {
        let tokens = (0..<1_000).map { ##""t\##($0)": { "$type": "number", "$value": \##($0) }"## }
        let references = Array(repeating: ##"{ "$ref": "#/sets/big" }"##, count: 5)
        let resolver = ##"""
            { "sets": { "big": { "sources": [{ \##(tokens.joined(separator: ", ")) }] },
                        "many": { "sources": [\##(references.joined(separator: ", "))] } },
              "resolutionOrder": [{ "$ref": "#/sets/many" }] }
            """##
        #expect(throws: Never.self) { try resolve(resolver).get() }
    }

    @Test func referencesIntoALargeGroupCostOneLookupEach() throws {
        let tokens = (0..<2_000).map { ##""t\##($0)": { "$type": "number", "$value": \##($0) }"## }
        let references = (0..<3_000).map { ##"{ "$ref": "big.json#/g/t\##($0 % 2_000)" }"## }
        let resolver = ##"""
            { "resolutionOrder": [{ "type": "set", "name": "s", "sources": [\##(references.joined(separator: ", "))] }] }
            """##
        let big = ##"{ "g": { \##(tokens.joined(separator: ", ")) } }"##
        let resolution = try resolve(resolver, files: ["big.json": big]).get()
        // Reading the group member by member for each reference would be 6,000,000.
        #expect(resolution.work < 100_000, "\(resolution.work)")
    }

    @Test func aReferenceToTheResolversFolderSaysItIsTheFolder() throws {
        let resolver = ##"{ "resolutionOrder": [{ "$ref": "." }] }"##
        #expect(
            errors(try resolve(resolver)) == [
                #"/resolutionOrder/0: $ref ".": names the resolver's folder, not a file in it"#
            ])
    }
}
