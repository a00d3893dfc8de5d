import DesignSystem
import HeadlessUI

/// Reusable views built from DesignSystem tokens.
@MainActor
public enum Components {
    /// A static text node.
    public static func label(_ text: String, theme: Theme, identifier: String? = nil) -> ViewNode {
        ViewNode(role: .text, label: text, identifier: identifier)
    }
}
