import HeadlessUI

/// One element as Maestro's `TreeNode` holds it: attributes in the order its iOS driver adds
/// them, the children, and the flags.
struct MaestroTreeNode {
    /// Name and value, in order.
    let attributes: [(String, String)]
    /// The child elements.
    let children: [MaestroTreeNode]
    /// Whether the element takes taps.
    let enabled: Bool
    /// Whether it has the keyboard focus.
    let focused: Bool
    /// Whether it is a switch that is on.
    let checked: Bool
    /// Whether it is selected.
    let selected: Bool

    /// The attributes Maestro's iOS driver gives an element: `text` is the title, or the value
    /// when the title is empty (an element has no title here), and `bounds` is
    /// `[left,top][right,bottom]` in whole points.
    static func attributes(
        label: String?, value: String?, placeholder: String?, identifier: String?, frame: ElementFrame?,
        enabled: Bool, focused: Bool, selected: Bool, checked: Bool
    ) -> [(String, String)] {
        [
            ("accessibilityText", label ?? ""),
            ("title", ""),
            ("value", value ?? ""),
            ("text", value ?? ""),
            ("hintText", placeholder ?? ""),
            ("resource-id", identifier ?? ""),
            ("bounds", frame.map(bounds) ?? "[0,0][0,0]"),
            ("enabled", String(enabled)),
            ("focused", String(focused)),
            ("selected", String(selected)),
            ("checked", String(checked)),
        ]
    }

    private static func bounds(_ frame: ElementFrame) -> String {
        // Kotlin's toInt() truncates toward zero.
        let left = Int(frame.x)
        let top = Int(frame.y)
        let right = Int(frame.x + frame.width)
        let bottom = Int(frame.y + frame.height)
        return "[\(left),\(top)][\(right),\(bottom)]"
    }
}
