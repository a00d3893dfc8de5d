import HeadlessUI

/// What sits at the trailing end of a list row.
public enum RowAccessory {
    /// Nothing.
    case none
    /// A small button with its own action (e.g. "Remove").
    case button(title: String, identifier: String, action: @MainActor () -> Void)
}
