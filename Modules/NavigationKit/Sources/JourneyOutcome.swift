/// How one journey ends, told to its delegate once. A journey can leave by several ways at
/// nearly the same moment (a pop after a dismissal, a swipe after Save); only the first is told.
@MainActor
public final class JourneyOutcome {
    /// Weak: the delegate started the journey and keeps its coordinator.
    private weak var delegate: (any JourneyDelegate)?
    /// The result the journey ends with unless something else is recorded: the person left.
    private var result = JourneyResult.abandoned
    private var told = false

    /// An outcome that will be told to `delegate`.
    public init(delegate: any JourneyDelegate) {
        self.delegate = delegate
    }

    /// Records the result to tell when the journey's screens are gone.
    public func record(_ result: JourneyResult) {
        self.result = result
    }

    /// Tells the delegate that `journey` ended with the recorded result; later calls tell
    /// nothing.
    public func tell(from journey: any Coordinator) {
        guard !told else { return }
        told = true
        delegate?.journeyDidEnd(journey, with: result)
    }

    /// Records `result`, then tells it as `tell(from:)` does: for an end known at once (the
    /// journey's first screen could not be shown).
    public func tell(_ result: JourneyResult, from journey: any Coordinator) {
        record(result)
        tell(from: journey)
    }

    /// The completion to hand the Router for the journey's first screen: when that screen
    /// leaves, however it leaves, the delegate hears the recorded result. It holds neither the
    /// outcome nor the journey.
    public func completion(for journey: any Coordinator) -> @MainActor () -> Void {
        { [weak self, weak journey] in
            guard let self, let journey else { return }
            tell(from: journey)
        }
    }
}
