import HeadlessUI

/// One problem the accessibility audit found on one element.
public struct AccessibilityFinding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The check that failed.
    public let check: AccessibilityCheck
    /// The element, as `role #identifier "label"`.
    public let element: String
    /// What is wrong, with the figures measured.
    public let message: String

    /// What `check` found wrong with `element`, in words a person can act on.
    public init(check: AccessibilityCheck, element: String, message: String) {
        self.check = check
        self.element = element
        self.message = message
    }

    /// `lowContrast: text "Sign in": 3.2:1, needs 4.5:1`.
    public var description: String { "\(check.rawValue): \(element): \(message)" }
}
