/// What a node is, in the vocabulary of accessibility roles (XCUIElement.ElementType).
public enum NodeRole: String, Sendable, CaseIterable {
    /// Static text.
    case text
    /// Something to tap.
    case button
    /// Editable single-line text.
    case textField
    /// Editable text whose value is never shown.
    case secureField
    /// A picture or icon; its label describes it.
    case image
    /// A vertical list of rows.
    case list
    /// One row of a list.
    case row
    /// An on/off switch (UISwitch) with its title; `isSelected` is its state and its value,
    /// what assistive technology reads, is `on` or `off`.
    case toggle
    /// A plain container laying out its children.
    case stack
    /// The bar at the top of a navigation stack.
    case navigationBar
    /// The bar of tabs at the bottom of a tab bar controller.
    case tabBar
    /// A modal message with actions.
    case alert
    /// The whole visible screen; the root of a composed tree.
    case screen
}

/// The direction a stack lays out its children.
public enum Axis: String, Sendable {
    /// Top to bottom.
    case vertical
    /// Leading to trailing, on one line.
    case horizontal
}
