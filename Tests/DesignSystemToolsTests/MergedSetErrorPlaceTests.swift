import Foundation
import Testing

@testable import DesignSystem
@testable import DesignSystemTools

/// `App tokens check` on a set merged from several files: each error starts with the
/// `file:line` of the token it is about, the files named by their paths as given, so a set of
/// fifty files says which one to open; a single file prints as it always has.
struct MergedSetErrorPlaceTests {
    private let folder = ScratchFolder()

    private func line(_ file: String, _ number: Int, _ issue: TokenIssue) -> String {
        "\(file):\(number): \(issue); fix: \(issue.fix)"
    }

    @Test func threeFilesWithOneErrorEachPrintThreeLinesEachNamingItsFileAndLine() throws {
        let spacing = try folder.write(
            "spacing.json",
            """
            {
              "misc": {
                "gap": { "$value": 4 }
              }
            }
            """)
        let palette = try folder.write(
            "palette.json",
            """
            {
              "palette": {
                "$type": "color",
                "ink": { "$value": "not a colour" }
              }
            }
            """)
        let theme = try folder.write(
            "theme.json",
            """
            {
              "theme": {
                "$type": "color",
                "brand": { "$value": "{palette.nowhere}" }
              }
            }
            """)
        let run = TokensRun(["check", spacing, palette, theme])
        #expect(run.code == 1)
        let ink = try #require(
            TokenFixtures.check(#"{ "palette": { "$type": "color", "ink": { "$value": "not a colour" } } }"#).issues
                .first)
        #expect(
            run.output.split(separator: "\n").dropFirst().map(String.init) == [
                line(spacing, 3, .missingType(path: "misc.gap")),
                line(palette, 4, ink),
                // A reference that resolves in no file: at the token that holds it.
                line(theme, 4, .brokenAlias(path: "theme.brand", alias: "palette.nowhere")),
            ])
        #expect(run.output.hasPrefix("\(spacing) + \(palette) + \(theme): 3 errors\n"))
    }

    @Test func aCycleAcrossFilesNamesTheTokenThatStartsIt() throws {
        let first = try folder.write(
            "first.json",
            """
            {
              "c": {
                "$type": "color",
                "a": { "$value": "{c.b}" }
              }
            }
            """)
        // `b` is checked first and reaches the loop at `c.b`; the cycle still starts at `c.a`.
        let second = try folder.write(
            "second.json", #"{ "b": { "$type": "color", "$value": "{c.b}" }, "c": { "b": { "$value": "{c.a}" } } }"#)
        let run = TokensRun(["check", first, second])
        #expect(run.output.contains("\n" + line(first, 4, .aliasCycle(["c.a", "c.b", "c.a"]))))
    }

    @Test func aWarningInAMergedSetNamesItsTokensFileAndLine() throws {
        let first = try folder.write("first.json", #"{ "g": { "$type": "number", "a": { "$value": 1 } } }"#)
        let second = try folder.write("second.json", "{\n  \"g\": {\n    \"A\": { \"$value\": 2 }\n  }\n}")
        let run = TokensRun(["check", first, second])
        #expect(run.output.hasPrefix("\(second):3: warning: \(TokenIssue.caseCollision(["g.A", "g.a"]))\n"))
    }

    @Test func aTokenALaterFileReplacesIsNamedWhereTheLaterFileWritesIt() throws {
        let base = try folder.write("base.json", #"{ "g": { "$type": "number", "t": { "$value": 1 } } }"#)
        let override = try folder.write(
            "override.json",
            """
            {
              "g": {
                "t": { "$value": true }
              }
            }
            """)
        let run = TokensRun(["check", base, override])
        #expect(run.output.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("\(override):3: g.t: ") })
        #expect(run.output.contains("\(override):3: g.t: invalid number value"))
    }

    @Test func filesThatShareANameAreToldApartByTheirPaths() throws {
        let core = try folder.write("core/color.json", #"{ "a": { "$value": 1 } }"#)
        let light = try folder.write("light/color.json", "{\n  \"b\": { \"$value\": 2 }\n}")
        let run = TokensRun(["check", core, light])
        #expect(run.output.contains("\n" + line(core, 1, .missingType(path: "a"))))
        #expect(run.output.contains("\n" + line(light, 2, .missingType(path: "b"))))
    }

    /// A Tokens Studio shadow is checked as migrated (keys renamed, its colour written over
    /// several lines) without moving a line of the file.
    @Test func anErrorAfterAValueCheckedAsMigratedNamesTheLineTheFileHasIt() throws {
        let studio = try folder.write(
            "studio.json",
            """
            {
              "shadow": {
                "$type": "boxShadow",
                "raised": {
                  "$value": {
                    "x": 0,
                    "y": 1,
                    "blur": 2,
                    "spread": 0,
                    "color": "#000000",
                    "type": "dropShadow"
                  }
                }
              },
              "misc": {
                "gap": { "$value": 4 }
              }
            }
            """)
        let other = try folder.write("other.json", "{}")
        let run = TokensRun(["check", "--legacy", studio, other])
        #expect(run.output.contains("\n" + line(studio, 16, .missingType(path: "misc.gap"))))
    }

    @Test func migrateNamesTheFilesOfASetByTheirPathsAsTheCheckDoes() throws {
        let core = try folder.write("core/size.json", #"{ "a": { "$type": "dimension", "$value": "1.5em" } }"#)
        let light = try folder.write("light/size.json", #"{ "b": { "$type": "dimension", "$value": "2em" } }"#)
        let run = TokensRun(["migrate", core, light, "--write"])
        #expect(
            run.output.split(separator: "\n").filter { $0.contains("cannot migrate") }.map { $0.prefix { $0 != " " } }
                == [
                    "\(core):1:", "\(light):1:",
                ])
    }

    @Test func aSingleFilesErrorsStartWithItsNameAsBefore() throws {
        let spacing = try folder.write("spacing.json", "{\n  \"misc\": { \"gap\": { \"$value\": 4 } }\n}")
        let run = TokensRun(["check", spacing])
        let issue = TokenIssue.missingType(path: "misc.gap")
        #expect(run.output == "spacing.json: 1 error\nspacing.json: \(issue); fix: \(issue.fix)")
    }

    @Test func theJSONReportGivesEachErrorsFileAndLine() throws {
        let first = try folder.write("first.json", "{\n  \"a\": { \"$value\": 1 }\n}")
        let second = try folder.write("second.json", "{\n\n  \"b\": { \"$value\": 2 }\n}")
        let run = TokensRun(["check", "--format", "json", first, second])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let errors = try #require(report["errors"] as? [[String: Any]])
        #expect(errors.map { $0["file"] as? String } == [first, second])
        #expect(errors.map { $0["line"] as? Int } == [2, 3])
    }
}
