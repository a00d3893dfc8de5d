import DesignSystemTestSupport
import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

/// Members a token writes beside `$value` (HashiCorp's `unit`, `group`, `private`, `comment`;
/// Paragon's `source`, `modify`, `actions`): the check names each once per file, the
/// migration moves them into `$extensions` under one reverse-domain key, and a `unit` a bare
/// number needs goes into the value.
struct MembersBesideValueTests {
    private let folder = ScratchFolder()

    private func migrate(_ text: String) throws -> (text: String, result: TokenMigration.Result) {
        let result = try TokenMigration.migrate(TokenSource(name: "a.json", data: Data(text.utf8)))
        return (String(decoding: result.data, as: UTF8.self), result)
    }

    // MARK: - Check

    @Test func theCheckNamesEachMemberOncePerFileWithItsCountFirstPlaceAndFix() throws {
        let file = try folder.write(
            "colors.json",
            """
            {
              "color": {
                "$type": "color",
                "ink": { "$value": "{color.base}", "group": "palette", "private": true },
                "base": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "group": "palette" },
                "line": { "$value": "{color.base}", "comment": "for borders" }
              }
            }
            """)
        let run = TokensRun(["check", file])
        let fix = "fix: move it into $extensions, as App tokens migrate colors.json --write does"
        #expect(
            run.output == """
                colors.json: 3 errors
                colors.json: 2 × "group" beside $value, e.g. color.ink at colors.json:4; \(fix)
                colors.json: 1 × "private" beside $value, e.g. color.ink at colors.json:4; \(fix)
                colors.json: 1 × "comment" beside $value, e.g. color.line at colors.json:6; \(fix)
                """)
        #expect(run.code == 1)
    }

    @Test func aMemberThatIsATokenIsNotDataToMove() throws {
        let text = #"{ "a": { "$type": "number", "$value": 1, "hover": { "$value": 2 } } }"#
        #expect(TokenFixtures.check(text).issues == [.tokenWithMembers(path: "a", members: ["hover"])])
        let migrated = try migrate(text)
        #expect(migrated.text == text)
    }

    // MARK: - Migrate

    @Test func membersAfterTheValueMoveIntoANewExtensionsOnLinesOfTheirOwn() throws {
        let migrated = try migrate(
            """
            {
              "color": {
                "brand": {
                  "$type": "color",
                  "$value": "#000000",
                  "group": "palette",
                  "private": "true"
                }
              }
            }
            """)
        #expect(
            migrated.text == """
                {
                  "color": {
                    "brand": {
                      "$type": "color",
                      "$value": {
                        "colorSpace": "srgb",
                        "components": [0, 0, 0],
                        "hex": "#000000"
                      },
                      "$extensions": {
                        "org.headless-coordinators.migrated": {
                          "group": "palette",
                          "private": "true"
                        }
                      }
                    }
                  }
                }
                """)
        #expect(migrated.result.movedMembers.map(\.member) == ["group", "private"])
        #expect(migrated.result.unmigratable.isEmpty)
    }

    @Test func membersBeforeTheValueMoveAfterItAndAOneLineTokenStaysOnOneLine() throws {
        let migrated = try migrate(
            #"{ "bg": { "source": "$modal-bg", "modify": [{ "type": "alpha", "amount": 0.2 }], "$value": "{c}" } }"#)
        #expect(
            migrated.text
                == #"{ "bg": { "$value": "{c}", "$extensions": { "org.headless-coordinators.migrated": { "source": "$modal-bg", "modify": [{ "type": "alpha", "amount": 0.2 }] } } } }"#
        )
    }

    @Test func aMemberWrittenOverSeveralLinesKeepsItsShapeOneLevelDeeper() throws {
        let migrated = try migrate(
            """
            {
              "accent": {
                "actions": {
                  "default": "{color.a}"
                },
                "$value": "{color.b}"
              }
            }
            """)
        #expect(
            migrated.text == """
                {
                  "accent": {
                    "$value": "{color.b}",
                    "$extensions": {
                      "org.headless-coordinators.migrated": {
                        "actions": {
                          "default": "{color.a}"
                        }
                      }
                    }
                  }
                }
                """)
    }

    @Test func whatExtensionsHoldsStaysAndTheMovedMembersJoinIt() throws {
        let migrated = try migrate(
            """
            {
              "a": {
                "$value": "{b}",
                "$extensions": {
                  "com.figma": { "scopes": ["ALL"] }
                },
                "comment": "kept"
              },
              "c": {
                "$value": "{b}",
                "$extensions": { "org.headless-coordinators.migrated": { "group": "x" } },
                "private": true
              },
              "d": { "$value": "{b}", "$extensions": {}, "group": "y" }
            }
            """)
        #expect(
            migrated.text == """
                {
                  "a": {
                    "$value": "{b}",
                    "$extensions": {
                      "com.figma": { "scopes": ["ALL"] },
                      "org.headless-coordinators.migrated": {
                        "comment": "kept"
                      }
                    }
                  },
                  "c": {
                    "$value": "{b}",
                    "$extensions": { "org.headless-coordinators.migrated": { "group": "x", "private": true } }
                  },
                  "d": { "$value": "{b}", "$extensions": { "org.headless-coordinators.migrated": { "group": "y" } } }
                }
                """)
        #expect(migrated.result.movedMembers.count == 3)
    }

    @Test func membersThatCannotJoinExtensionsAreLeftAsWrittenWithWhy() throws {
        let text = """
            {
              "a": { "$value": "{b}", "$extensions": { "org.headless-coordinators.migrated": { "group": "x" } }, "group": "y" },
              "c": { "$value": "{b}", "$extensions": "figma", "group": "z" }
            }
            """
        let migrated = try migrate(text)
        #expect(migrated.text == text)
        #expect(migrated.result.movedMembers.isEmpty)
        #expect(migrated.result.unmigratable.map(\.line) == [2, 3])
        #expect(migrated.result.unmigratable[0].reason.contains("already has \"group\": keep one of the two"))
        #expect(migrated.result.unmigratable[1].reason.contains("its $extensions is not an object"))
    }

    @Test func migratingMovedMembersAgainChangesNothingAndTheCheckThenAcceptsThem() throws {
        let once = try migrate(
            """
            {
              "color": {
                "$type": "color",
                "ink": { "$value": "#123456", "group": "palette" },
                "base": {
                  "comment": "first",
                  "$value": "{color.ink}",
                  "private": true
                }
              }
            }
            """)
        let twice = try migrate(once.text)
        #expect(twice.text == once.text)
        #expect(twice.result.movedMembers.isEmpty)
        #expect(TokenFixtures.check(once.text).isValid)
    }

    @Test func theMigrateCommandSaysHowManyMembersItMoved() throws {
        let file = try folder.write("colors.json", #"{ "a": { "$type": "number", "$value": 1, "group": "g" } }"#)
        let run = TokensRun(["migrate", file, "--write"])
        #expect(run.code == 0)
        #expect(
            run.output
                == #"colors.json: 0 values migrated; 1 member moved from beside $value into $extensions (1 × "group")"#)
    }

    @Test func aMemberNested10000LevelsDeepIsMovedWithoutDeepRecursion() throws {
        let depth = 10_000
        let text =
            #"{ "a": { "$type": "number", "$value": 1, "meta": "# + String(repeating: #"{ "m": "#, count: depth) + "0"
            + String(repeating: " }", count: depth) + " } }"
        // The limit only stops a migration that never ends: it takes about a second on a loaded
        // machine.
        let outcome = Deadline.run(within: 60) {
            (try? TokenMigration.migrate(TokenSource(name: "deep.json", data: Data(text.utf8))))?.movedMembers.count
        }
        #expect(outcome?.value == 1)
    }

    // MARK: - A unit beside the value

    @Test func aUnitBesideABareNumberGoesIntoTheValue() throws {
        let migrated = try migrate(
            """
            {
              "radius": { "$type": "dimension", "$value": "60", "unit": "px" },
              "gap": { "$type": "dimension", "$value": 1.5, "unit": "rem" },
              "slide": { "$type": "duration", "$value": "0.6", "unit": "s" },
              "fade": { "$type": "duration", "$value": 150, "unit": "ms" }
            }
            """)
        #expect(
            migrated.text == """
                {
                  "radius": { "$type": "dimension", "$value": { "value": 60, "unit": "px" } },
                  "gap": { "$type": "dimension", "$value": { "value": 1.5, "unit": "rem" } },
                  "slide": { "$type": "duration", "$value": { "value": 0.6, "unit": "s" } },
                  "fade": { "$type": "duration", "$value": { "value": 150, "unit": "ms" } }
                }
                """)
        #expect(migrated.result.unmigratable.isEmpty)
        #expect(migrated.result.movedMembers.isEmpty)
    }

    @Test func aUnitTheFormatLacksForTheTypeIsRefusedAndLeftAsWritten() throws {
        let text = """
            {
              "a": { "$type": "dimension", "$value": "1.5", "unit": "em" },
              "b": { "$type": "duration", "$value": "60", "unit": "px" },
              "c": { "$type": "dimension", "$value": "60", "unit": "ms" }
            }
            """
        let migrated = try migrate(text)
        #expect(migrated.text == text)
        #expect(
            migrated.result.unmigratable.map(\.reason) == [
                #""unit": "em" beside $value: em is relative to the font size where the value is used and the format "#
                    + "has only px and rem: multiply by the font size you mean",
                #""unit": "px" beside $value: px is not a unit of time in the format (ms, s)"#,
                #""unit": "ms" beside $value: ms is not a unit of the format (px, rem)"#,
            ])
    }

    @Test func aBareNumberWithoutAUnitBesideItIsStillLeftWithWhy() throws {
        let migrated = try migrate(#"{ "a": { "$type": "dimension", "$value": "60" } }"#)
        #expect(migrated.result.unmigratable.first?.reason.contains("the file does not say which it means") == true)
    }

    @Test func theCheckReadsANumberWithItsUnitBesideItAsItsMigration() throws {
        let file = try folder.write(
            "radius.json", "{\n  \"r\": { \"$type\": \"dimension\", \"$value\": \"6\", \"unit\": \"px\" }\n}")
        let strict = TokensRun(["check", file])
        #expect(
            strict.output == """
                radius.json: 1 error
                radius.json: 1 × numbers with their unit beside $value ("$value": "60", "unit": "px"), a pre-2025.10 \
                form, e.g. r at radius.json:2; fix: App tokens migrate radius.json --write
                """)
        #expect(TokensRun(["check", "--legacy", file]).code == 0)
    }
}
