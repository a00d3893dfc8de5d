@testable import DesignSystem

extension TokenIssue {
    /// The case's name, e.g. `brokenAlias`: what a test compares when the payload does not matter.
    /// (DesignSystemTools' `kind` gives the same names; the design system's tests do not import the tooling.)
    var kind: String { Mirror(reflecting: self).children.first?.label ?? "\(self)" }
}
