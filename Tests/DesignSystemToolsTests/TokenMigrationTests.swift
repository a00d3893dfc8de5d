import DesignSystemTestSupport
import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

/// `TokenMigration`: earlier forms rewritten in place, nothing else touched.
struct TokenMigrationTests {
    private func migrate(_ text: String) throws -> (text: String, result: TokenMigration.Result) {
        let result = try TokenMigration.migrate(TokenSource(name: "a.json", data: Data(text.utf8)))
        return (String(decoding: result.data, as: UTF8.self), result)
    }

    @Test func onlyTheEarlierValuesChangeAndKeyOrderAndIndentationAreKept() throws {
        let before = ##"""
            {
              "z-last": { "$type": "number", "$value": 1 },
              "color": {
                "$type": "color",
                "$description": "kept",
                "brand": {
                  "$value": "#336699",
                  "$extensions": { "x": "#fff" }
                }
              },
              "gap": { "$type": "dimension", "$value": "8px" }
            }

            """##
        let after = ##"""
            {
              "z-last": { "$type": "number", "$value": 1 },
              "color": {
                "$type": "color",
                "$description": "kept",
                "brand": {
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [0.2, 0.4, 0.6],
                    "hex": "#336699"
                  },
                  "$extensions": { "x": "#fff" }
                }
              },
              "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }
            }

            """##
        let migrated = try migrate(before)
        #expect(migrated.text == after)
        #expect(migrated.result.migrated.map(\.form) == [.hexColor, .dimensionString])
    }

    @Test func migratingTwiceEqualsMigratingOnce() throws {
        let once = try migrate(
            ##"{ "a": { "$type": "color", "$value": "#abc" }, "b": { "$type": "duration", "$value": "0.2s" } }"##)
        let twice = try migrate(once.text)
        #expect(twice.text == once.text)
        #expect(twice.result.migrated.isEmpty)
    }

    @Test func whatCannotBeMigratedIsListedWithWhyAndLeftAsWritten() throws {
        let text = #"""
            {
              "a": { "$type": "dimension", "$value": "1.5em" },
              "b": { "$type": "dimension", "$value": "4dp" },
              "c": { "$type": "color", "$value": "set_chroma({base}, 0.1)" },
              "d": { "$type": "dimension", "$value": "{a} * 2" }
            }
            """#
        let migrated = try migrate(text)
        #expect(migrated.text == text)
        #expect(migrated.result.unmigratable.map(\.path) == ["a", "b", "c", "d"])
        let reasons = migrated.result.unmigratable.map(\.reason)
        #expect(reasons[0].hasPrefix("em is relative"))
        #expect(reasons[1].hasPrefix("dp is Android"))
        #expect(reasons[2].hasPrefix("a colour expression"))
        #expect(reasons[3].hasPrefix("a math expression"))
    }

    @Test func aFileThatIsNotJSONIsRefusedWithItsPlace() {
        #expect(throws: TokenMigration.Failure.self) {
            try TokenMigration.migrate(TokenSource(name: "x.json", data: Data("{ nope".utf8)))
        }
    }

    @Test func aFileNested10000LevelsDeepIsMigratedWithoutDeepRecursion() throws {
        let depth = 10_000
        let text =
            String(repeating: #"{ "g": "#, count: depth) + ##"{ "$type": "color", "$value": "#fff" }"##
            + String(repeating: " }", count: depth)
        // The limit only stops a migration that never ends: it takes about a second on a loaded
        // machine.
        let outcome = Deadline.run(within: 60) {
            (try? TokenMigration.migrate(TokenSource(name: "deep.json", data: Data(text.utf8))))?.migrated.count
        }
        #expect(outcome?.value == 1)
    }
}
