/// Hears how a journey it started ended. The one who starts a journey keeps its coordinator
/// while it runs and lets it go here.
@MainActor
public protocol JourneyDelegate: AnyObject {
    /// `journey` has ended with `result` and its screens are gone; called once per journey.
    func journeyDidEnd(_ journey: any Coordinator, with result: JourneyResult)
}
