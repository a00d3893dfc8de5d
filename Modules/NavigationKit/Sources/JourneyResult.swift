/// How a journey ended.
public enum JourneyResult: Equatable {
    /// The journey did its job: the changes were saved, the report was kept.
    case completed
    /// The person left the journey (back, swipe, cancel, swipe down); nothing was stored.
    case abandoned
    /// The journey's first screen could not be shown, for this reason; nothing was shown.
    case failed(RoutingError)
}
