import DesignSystem
import DesignSystemTools
import Foundation

/// Token files come from designers and from `App tokens check FILE`.
/// Properties: the report of the full check (DesignSystemTools) is valid exactly when it
/// carries usable tokens; a valid file also loads through the app's strict loader
/// (DesignSystem) with the same tokens and gives both themes; every issue says something, the
/// loader's refusals too; the same bytes give the same issues; the whole check takes time
/// linear in the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: count))
    let report = FuzzProperty.inLinearTime(byteCount: count, "validating a token file") {
        DesignTokens.report(for: data, source: "fuzz.json")
    }
    FuzzProperty.require(
        report.isValid == (report.designTokens != nil),
        "a report with \(report.issues.count) issues has tokens: \(report.designTokens != nil)")
    for issue in report.issues {
        FuzzProperty.requireReadable(issue.description, echoLimit: 4_000)
    }
    let loaded: DesignTokens?
    do {
        loaded = try DesignTokens.load(from: data, source: "fuzz.json")
    } catch {
        loaded = nil
        for issue in error.issues {
            FuzzProperty.requireReadable(issue.description, echoLimit: 4_000)
        }
    }
    if report.isValid {
        FuzzProperty.require(loaded != nil, "a file the report accepts does not load")
        FuzzProperty.require(loaded?.tokens.count == report.tokens.count, "loading found other tokens than the report")
        for appearance in Theme.Appearance.allCases {
            _ = loaded?.theme(appearance)
        }
    }
    FuzzProperty.require(!TokenReportText.check(report).isEmpty, "an empty check report")
    let again = DesignTokens.report(for: data, source: "fuzz.json")
    FuzzProperty.require(again.issues == report.issues, "the same bytes gave different issues")
    return 0
}
