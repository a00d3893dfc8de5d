import Foundation

@testable import DesignSystem

/// Small tokens files, each broken in one way, and the report the pipeline gives for them.
enum TokenFixtures {
    static func report(_ json: String) -> TokenReport {
        DesignTokens.report(for: Data(json.utf8), source: "fixture.json")
    }

    static func issues(_ json: String) -> [TokenIssue] {
        report(json).issues
    }
}
