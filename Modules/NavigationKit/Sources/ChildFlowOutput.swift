/// What a child flow tells whoever started it: once, how it ended. The parent sets `onFinish`
/// with a closure capturing `[weak self, weak coordinator]`, so neither side keeps the other
/// alive.
@MainActor
public protocol ChildFlowOutput: AnyObject {
    /// Run once, when the flow has ended and its screens are gone.
    var onFinish: (@MainActor (ChildFlowResult) -> Void)? { get set }
}

extension ChildFlowOutput {
    /// Tells whoever started the flow that it ended with `result`, once: the output is
    /// cleared first, so a second way out (a pop after a dismissal) tells nothing more.
    public func finish(_ result: ChildFlowResult) {
        let onFinish = self.onFinish
        self.onFinish = nil
        onFinish?(result)
    }
}
