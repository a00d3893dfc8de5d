/// What the screens of a journey ask of the coordinator that runs it. A screen's router holds
/// it weakly: the coordinator owns the journey, the screens only take part in it.
@MainActor
public protocol JourneyEnding: AnyObject {
    /// Closes the journey's screens; its delegate then hears `result` (`.completed` or
    /// `.abandoned`).
    func endJourney(_ result: JourneyResult)
}
