import DesignSystem
import Foundation

extension DesignTokens {
    /// Runs the whole check and returns what it found, without throwing: the resolved tokens,
    /// the contrast table, forms from before DTCG 2025.10, warnings and every issue, the app's
    /// own requirements included (what `App tokens --check` prints).
    public static func report(for data: Data, source: String = bundledFileName) -> TokenReport {
        TokenPipeline.run([TokenSource(name: source, data: data)], appRequirements: true)
    }

    /// Checks a token set split over `sources` (merged in order, later files winning) against
    /// the DTCG 2025.10 format, and with `appRequirements` against what this app reads too.
    public static func report(for sources: [TokenSource], appRequirements: Bool) -> TokenReport {
        TokenPipeline.run(sources, appRequirements: appRequirements)
    }
}
