@testable import DesignSystem

extension TokenIssue {
    /// The case's name, e.g. `brokenAlias`: what a test compares when the payload does not matter.
    var kind: String { Mirror(reflecting: self).children.first?.label ?? "\(self)" }
}
