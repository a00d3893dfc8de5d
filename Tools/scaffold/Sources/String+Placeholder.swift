import Foundation

extension String {
    /// The text with its `%@` or `%lld` placeholder replaced by `value`.
    func replacingPlaceholder(with value: String) -> String {
        for specifier in ["%@", "%lld"] {
            if let range = range(of: specifier) {
                return replacingCharacters(in: range, with: value)
            }
        }
        return self
    }
}
