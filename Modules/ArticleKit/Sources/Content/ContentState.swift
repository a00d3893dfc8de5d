import ContentModels

/// What a screen that shows fetched content is showing.
public enum ContentState<Value: Sendable> {
    /// Nothing yet: the first fetch is on its way.
    case loading
    /// The content, and why it may be out of date when it is not the newest.
    case loaded(Fetched<Value>)
    /// The first fetch failed, for this reason; the screen offers to try again.
    case failed(ContentProblem)
}
