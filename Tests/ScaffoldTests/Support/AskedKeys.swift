import Foundation

/// The String Catalog keys Swift source asks for, read as the catalogue check reads them: the
/// literal after each `localized(`.
enum AskedKeys {
    /// The keys `source` asks for, in order.
    static func keys(in source: String) -> [String] {
        source.components(separatedBy: "localized(\"").dropFirst().compactMap { call in
            call.split(separator: "\"", omittingEmptySubsequences: false).first.map(String.init)
        }
    }
}
