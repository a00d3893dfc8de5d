/// How a child flow ended.
public enum ChildFlowResult: Equatable, Sendable {
    /// The flow did its job: the changes were saved, the report was kept.
    case completed
    /// The person left the flow (back, swipe, cancel, swipe down); nothing was stored.
    case abandoned
}
