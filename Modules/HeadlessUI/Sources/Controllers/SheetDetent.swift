/// A height at which a page sheet rests, as `UISheetPresentationController.Detent` names them.
/// A sheet opens at the smallest of its controller's `sheetDetents`.
public enum SheetDetent: Int, Sendable, Comparable, CaseIterable {
    /// About half the screen: the sheet for a short choice (two buttons, a confirmation); what
    /// is under it stays full size, dimmed.
    case medium
    /// The full page sheet: what is under it shrinks back into a card.
    case large

    /// Smaller detents first.
    public static func < (lhs: SheetDetent, rhs: SheetDetent) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
